/**
 * §5 company step: companyName required (dialogCompanyName); the business licence is requested and a card is
 * optional (§6), or an invitation code is sent instead of documents. On success (§4): a success flag is stored,
 * "waiting for review" shows, and the page reloads after 2 s so every screen reads the new state.
 */
import '../lib/accounts-catalog.ts';
import { useState } from 'react';
import { Button, Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TUploadedFile } from '@scrapbridge/domain/media';
import type { TCurrentUser } from '@scrapbridge/domain/user';
import { ZUpgradeData } from '@scrapbridge/domain/verification';
import type { TFieldAlias } from '#lib/form-errors.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { toast } from '#lib/toast.ts';
import { submitUpgrade } from '../api/accounts-api.ts';
import { readUpgradeFlags, writeUpgradeFlags } from '../lib/account-flags.ts';
import { flagsAfterSubmit, POST_UPGRADE_RELOAD_MS } from '../lib/on-load.ts';
import { DocumentUpload } from './document-upload.tsx';

/** The server names the fields inside {data}. */
const ALIAS: TFieldAlias = {
  'data.companyName': 'companyName',
  'data.companyEnglishName': 'companyEnglishName',
  'data.businessLicense': 'businessLicense',
  'data.personalCard': 'personalCard',
  'data.inviteCode': 'inviteCode',
};

type TMode = 'documents' | 'invite';

export function CompanyStep({ user, onBack, onSubmitted }: { user: TCurrentUser; onBack: () => void; onSubmitted: () => void }) {
  const { t } = useTranslation();
  const [companyName, setCompanyName] = useState(user.companyInfo?.companyName ?? '');
  const [companyEnglishName, setCompanyEnglishName] = useState(user.companyInfo?.companyEnglishName ?? '');
  const [mode, setMode] = useState<TMode>('documents');
  const [licence, setLicence] = useState<TUploadedFile | null>(null);
  const [card, setCard] = useState<TUploadedFile | null>(null);
  const [inviteCode, setInviteCode] = useState('');
  const { errors, setErrors, check, refuse, item } = useZodForm({ reportInput: true, alias: ALIAS });
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);

  const fieldError = (field: string) => (message: string | undefined) => setErrors((e) => ({ ...e, [field]: message }));
  const anyUploading = Object.values(uploading).some(Boolean);

  const submit = async () => {
    const data =
      mode === 'invite'
        ? { companyName, companyEnglishName, inviteCode }
        : { companyName, companyEnglishName, businessLicense: licence?.fileId ?? '', personalCard: card?.fileId ?? '' };
    // §8 "Empty company name: dialogCompanyName" is a toast as well as the field's message.
    const body = check(ZUpgradeData, data, { toastFor: { companyName: t('accounts.dialogCompanyName') } });
    if (!body) return;
    setBusy(true);
    try {
      const result = await submitUpgrade(body);
      if (!result.success) {
        refuse(result);
        return;
      }
      writeUpgradeFlags(flagsAfterSubmit(user.id, readUpgradeFlags()));
      void toast('success', t('accounts.upgrade.submitted'));
      onSubmitted();
      // §4/§9: reload after 2 s so the header, menus and guards read userState 2.
      window.setTimeout(() => window.location.reload(), POST_UPGRADE_RELOAD_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" className="sb-acc-form" onFinish={() => void submit()} data-testid="company-step">
      <Form.Item
        label={t('accounts.fields.companyName')}
        required
        htmlFor="company-name"
        {...item('companyName')}
      >
        <Input
          id="company-name"
          data-testid="company-name"
          autoComplete="organization"
          maxLength={200}
          placeholder={t('accounts.upgrade.companyNamePlaceholder')}
          value={companyName}
          onChange={(e) => {
            setCompanyName(e.target.value);
            fieldError('companyName')(undefined);
          }}
        />
      </Form.Item>
      <Form.Item
        label={t('accounts.fields.companyEnglishName')}
        htmlFor="company-name-en"
        {...item('companyEnglishName')}
      >
        <Input
          id="company-name-en"
          data-testid="company-name-en"
          maxLength={200}
          placeholder={t('accounts.upgrade.companyEnglishNamePlaceholder')}
          value={companyEnglishName}
          onChange={(e) => {
            setCompanyEnglishName(e.target.value);
            fieldError('companyEnglishName')(undefined);
          }}
        />
      </Form.Item>

      <Segmented<TMode>
        block
        className="sb-acc-mode"
        value={mode}
        onChange={(v) => {
          setMode(v);
          setErrors({});
        }}
        options={[
          { value: 'documents', label: <span data-testid="mode-documents">{t('accounts.upgrade.modeDocuments')}</span> },
          { value: 'invite', label: <span data-testid="mode-invite">{t('accounts.upgrade.inviteCode')}</span> },
        ]}
      />

      {mode === 'documents' ? (
        <>
          <p className="sb-acc-hint" id="doc-hint-businessLicense">
            {t('accounts.upgrade.uploadHint')}
          </p>
          <Form.Item label={t('accounts.upgrade.businessLicense')} required>
            <DocumentUpload
              name="businessLicense"
              label={t('accounts.upgrade.businessLicense')}
              value={licence}
              onChange={(f) => {
                setLicence(f);
                fieldError('businessLicense')(undefined);
              }}
              error={errors.businessLicense}
              onError={fieldError('businessLicense')}
              onBusy={(b) => setUploading((u) => ({ ...u, businessLicense: b }))}
            />
          </Form.Item>
          <Form.Item label={t('accounts.upgrade.personalCard')}>
            <DocumentUpload
              name="personalCard"
              label={t('accounts.upgrade.personalCard')}
              value={card}
              onChange={(f) => {
                setCard(f);
                fieldError('personalCard')(undefined);
              }}
              error={errors.personalCard}
              onError={fieldError('personalCard')}
              onBusy={(b) => setUploading((u) => ({ ...u, personalCard: b }))}
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          label={t('accounts.upgrade.inviteCode')}
          required
          htmlFor="company-invite"
          validateStatus={errors.inviteCode ? 'error' : undefined}
          help={errors.inviteCode ?? t('accounts.upgrade.inviteHint')}
        >
          <Input
            id="company-invite"
            data-testid="company-invite"
            maxLength={32}
            placeholder={t('accounts.upgrade.inviteCodePlaceholder')}
            value={inviteCode}
            onChange={(e) => {
              setInviteCode(e.target.value);
              setErrors((er) => ({ ...er, inviteCode: undefined, businessLicense: undefined }));
            }}
          />
        </Form.Item>
      )}
      {/* Without documents the schema reports the licence; in invitation mode that means the code is missing. */}
      {mode === 'invite' && errors.businessLicense && !errors.inviteCode && (
        <div className="sb-acc-doc-error" role="alert">
          {errors.businessLicense}
        </div>
      )}

      <div className="sb-acc-actions">
        <Button onClick={onBack} disabled={busy} data-testid="company-back">
          {t('accounts.userInfo.back')}
        </Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={busy || anyUploading} data-testid="company-submit">
          {t('accounts.upgrade.submit')}
        </Button>
      </div>
    </Form>
  );
}
