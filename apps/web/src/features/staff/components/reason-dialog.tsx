/**
 * A dialog asking staff for a reason: refusing a verification or a shop (§4 "failure shows a reason", required) and
 * blocking an account (optional, kept in the audit log). The reason is checked with the domain schema the server
 * uses, so an empty refusal is worded here exactly as the server's 1000 answer would be.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasFieldErrors, useZodForm, type TFormSchema } from '#lib/zod-form.ts';

export type TReasonDialogProps = {
  open: boolean;
  title: string;
  okText: string;
  /** A zod schema of `{ reason }` (plus whatever `extra` adds). */
  schema: TFormSchema<unknown>;
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
  const { errors, check, setErrors } = useZodForm({ reportInput: true });
  const error = errors.reason ?? (hasFieldErrors(errors) ? t('errors.500') : null);

  const submit = () => {
    if (check(props.schema, { ...props.extra, reason }) === null) return;
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
          setErrors({});
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
              if (error) setErrors({});
            }}
            data-testid="reason-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
