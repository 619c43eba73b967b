/**
 * A dialog asking staff for a reason: refusing a verification or a shop (§4 "failure shows a reason", required) and
 * blocking an account (optional, kept in the audit log). The reason is checked with the domain schema the server
 * uses, so an empty refusal is worded here exactly as the server's 1000 answer would be.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { issuesToErrors } from '#lib/form-errors.ts';

type TIssues = Parameters<typeof issuesToErrors>[1];

/** What the dialog needs of a zod schema (the web takes zod's types through the domain, not directly). */
type TReasonSchema = {
  safeParse(value: unknown, params?: { reportInput?: boolean }): { success: true } | { success: false; error: { issues: TIssues } };
};

export type TReasonDialogProps = {
  open: boolean;
  title: string;
  okText: string;
  /** A zod schema of `{ reason }` (plus whatever `extra` adds). */
  schema: TReasonSchema;
  extra?: Record<string, unknown>;
  required: boolean;
  maxLength: number;
  placeholder: string;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

export function ReasonDialog(props: TReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = props.schema.safeParse({ ...props.extra, reason }, { reportInput: true });
    if (!parsed.success) {
      setError(issuesToErrors(t, parsed.error.issues).reason ?? t('errors.500'));
      return;
    }
    props.onSubmit(reason.trim());
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: true, loading: props.loading, 'data-testid': 'reason-confirm' } as never}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={props.onCancel}
      afterOpenChange={(open) => {
        if (!open) {
          setReason('');
          setError(null);
        }
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('staff.review.reason')} required={props.required} validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            rows={4}
            maxLength={props.maxLength}
            showCount
            value={reason}
            placeholder={props.placeholder}
            onChange={(e) => {
              setReason(e.target.value);
              if (error) setError(null);
            }}
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
