/**
 * /apply-shop (§2 "used both to apply and to view one's own shop"; §6 Vip can apply, and sees My shop when
 * shopStatus is ok). Without a shop: the application form (§3 Shop fields, §5 rules, checked in the browser with
 * the server's schema and, on a 1000 answer, marked on the fields the server names). With one: its §4 status —
 * waiting with the §9 clock ("checked within 3 working days"), failed with the reason and a reapplication, ok with a
 * link to the shop — and the form again to change it.
 */
import '../shops.css';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Result, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@scrapbridge/domain/error-codes';
import type { TLang } from '@scrapbridge/domain/i18n';
import { SHOP_LIMITS, ZShopRequest, latestToday, type TShop } from '@scrapbridge/domain/shop';
import { UserState, isVip } from '@scrapbridge/domain/user-state';
import { useShellContext } from '#lib/shell-context.ts';
import { toast } from '#lib/toast.ts';
import { useZodForm } from '#lib/zod-form.ts';
import { uploadShopPicture, useMyShop, useSaveShop } from '../api/shops-api.ts';
import { PictureField } from '../components/picture-field.tsx';
import { ShopsFrame } from '../components/shops-frame.tsx';
import {
  EMPTY_SHOP_FORM,
  SHOP_FORM_FIELDS,
  formFromShop,
  picturesStillUploading,
  screenPictures,
  shopFieldOf,
  shopRequestInput,
  type TPictureItem,
  type TShopFormValues,
} from '../lib/shop-form.ts';
import { companyTitle, formatDateTime, formatDay, reviewOverdue, shopHref } from '../lib/shop-model.ts';

let uidSeq = 0;
const newUid = () => `new-${Date.now().toString(36)}-${(uidSeq++).toString(36)}`;

function ShopForm({ shop, onDone, onCancel }: { shop: TShop | null; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TShopFormValues>();
  const save = useSaveShop();
  const [initial] = useState<TShopFormValues>(() => (shop ? formFromShop(shop) : EMPTY_SHOP_FORM));
  // Problems stay on their fields until the next attempt (a new picture clears the pictures' one).
  const kit = useZodForm();
  // After a check or a refusal, the first field with a problem is scrolled into view (once the kit has shown them).
  const scrollToProblem = useRef(false);
  useEffect(() => {
    if (!scrollToProblem.current) return;
    scrollToProblem.current = false;
    const first = SHOP_FORM_FIELDS.find((name) => kit.errors[name]);
    if (first) form.scrollToField(first, { block: 'center' });
  }, [kit.errors, form]);
  // Local previews of pictures still uploading (or failed), released when the form goes away.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  /** Changes one picture as its upload moves on (read back from the form: other pictures may have changed meanwhile). */
  const patchPicture = useCallback(
    (uid: string, patch: Partial<TPictureItem>) => {
      const list = (form.getFieldValue('companyPictures') as TPictureItem[] | undefined) ?? [];
      if (!list.some((p) => p.uid === uid)) return; // removed while uploading
      form.setFieldValue(
        'companyPictures',
        list.map((p) => (p.uid === uid ? { ...p, ...patch } : p)),
      );
    },
    [form],
  );

  const onPick = (files: File[]) => {
    const list = (form.getFieldValue('companyPictures') as TPictureItem[] | undefined) ?? [];
    const { accepted, rejected } = screenPictures(list.filter((p) => p.status !== 'error').length, files);
    for (const reason of new Set(rejected.map((r) => r.reason))) void toast('warning', t(`shops.apply.${reason}`));
    if (!accepted.length) return;
    const added: { file: File; item: TPictureItem }[] = accepted.map((file) => {
      const url = URL.createObjectURL(file);
      previews.current.add(url);
      return { file, item: { uid: newUid(), fileId: null, url, name: file.name, status: 'uploading', percent: 0 } };
    });
    form.setFieldValue('companyPictures', [...list, ...added.map((a) => a.item)]);
    kit.touch('companyPictures');
    for (const { file, item } of added) {
      void uploadShopPicture(file, { onProgress: (percent) => patchPicture(item.uid, { percent }) }).then((result) => {
        if (result.success) {
          patchPicture(item.uid, { status: 'done', percent: 100, fileId: result.data.fileId, url: result.data.fileFullPath });
          URL.revokeObjectURL(item.url);
          previews.current.delete(item.url);
        } else {
          patchPicture(item.uid, { status: 'error', error: result.code === ErrorCode.UploadTooLarge ? t('errors.403') : result.msg || t('shops.apply.uploadFailed') });
        }
      });
    }
  };

  const onSubmit = async () => {
    const values = { ...EMPTY_SHOP_FORM, ...(form.getFieldsValue(true) as Partial<TShopFormValues>) };
    scrollToProblem.current = true;
    const request = kit.check(ZShopRequest, shopRequestInput(values), { fieldOf: shopFieldOf, inputProblems: [picturesStillUploading(values)] });
    if (!request) {
      void toast('warning', t('shops.apply.fixErrors'));
      return;
    }
    const result = await save.mutateAsync({ exists: !!shop, request });
    if (result.success) {
      void toast('success', t(shop ? (shop.shopStatus === 'failed' ? 'shops.apply.submitted' : 'shops.apply.saved') : 'shops.apply.submitted'));
      onDone();
    } else if (kit.refuse(result, { fieldsOnly: true, fieldOf: shopFieldOf })) {
      // A 1000 answer's problems land on their fields; the client has toasted its message, as any other refusal.
      scrollToProblem.current = true;
    }
  };

  const submitLabel = !shop ? 'shops.apply.submit' : shop.shopStatus === 'failed' ? 'shops.apply.resubmit' : 'shops.apply.save';
  const today = latestToday();

  return (
    <Form form={form} layout="vertical" initialValues={initial} className="sb-apply-form" data-testid="shop-form" requiredMark onFinish={() => void onSubmit()}>
      {shop?.shopStatus === 'ok' && <Alert type="warning" showIcon className="sb-apply-status" title={t('shops.apply.editOkWarning')} />}
      <Form.Item name="companyPictures" {...kit.item('companyPictures')} label={t('accounts.fields.companyPictures')} extra={t('shops.apply.picturesHint')} required valuePropName="value">
        <PictureField onPick={onPick} />
      </Form.Item>
      <div className="sb-apply-grid">
        <Form.Item name="factoriesNumber" {...kit.item('factoriesNumber')} label={t('accounts.fields.factoriesNumber')} extra={t('shops.apply.factoriesHint')} required>
          <InputNumber min={0} max={SHOP_LIMITS.factoriesMax} precision={0} step={1} style={{ width: '100%' }} data-testid="field-factoriesNumber" />
        </Form.Item>
        <Form.Item name="employeesNumber" {...kit.item('employeesNumber')} label={t('accounts.fields.employeesNumber')} extra={t('shops.apply.employeesHint')} required>
          <InputNumber min={0} max={SHOP_LIMITS.employeesMax} precision={0} step={1} style={{ width: '100%' }} data-testid="field-employeesNumber" />
        </Form.Item>
        <Form.Item
          name="establishmentTime"
          {...kit.item('establishmentTime')}
          label={t('accounts.fields.establishmentTime')}
          extra={t('shops.apply.establishmentHint')}
          required
          getValueProps={(v: string | null) => ({ value: v ? dayjs(v) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
        >
          <DatePicker
            style={{ width: '100%' }}
            data-testid="field-establishmentTime"
            disabledDate={(d) => d.format('YYYY-MM-DD') > today || d.format('YYYY-MM-DD') < SHOP_LIMITS.establishedFrom}
          />
        </Form.Item>
      </div>
      <Form.Item name="companyProfileZh" {...kit.item('companyProfileZh')} label={t('accounts.fields.companyProfileZh')} extra={t('shops.apply.profileZhHint')}>
        <Input.TextArea rows={5} maxLength={SHOP_LIMITS.profileMax} showCount data-testid="field-companyProfileZh" />
      </Form.Item>
      <Form.Item name="companyProfileEn" {...kit.item('companyProfileEn')} label={t('accounts.fields.companyProfileEn')} extra={t('shops.apply.profileEnHint')}>
        <Input.TextArea rows={5} maxLength={SHOP_LIMITS.profileMax} showCount data-testid="field-companyProfileEn" />
      </Form.Item>
      <div className="sb-apply-actions">
        <Button type="primary" htmlType="submit" size="large" loading={save.isPending} data-testid="shop-submit">
          {t(submitLabel)}
        </Button>
        {onCancel && (
          <Button size="large" onClick={onCancel}>
            {t('shops.apply.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

function StatusPanel({ shop, lang, onEdit }: { shop: TShop; lang: TLang; onEdit?: () => void }) {
  const { t } = useTranslation();
  const submitted = formatDateTime(shop.submittedAt, lang);
  let type: 'info' | 'error' | 'success';
  let title: string;
  let text: string;
  let actions: ReactNode = null;
  if (shop.shopStatus === 'waiting') {
    type = 'info';
    title = t('shops.apply.waitingTitle');
    text = reviewOverdue(shop)
      ? t('shops.apply.overdueText', { submitted })
      : t('shops.apply.waitingText', { submitted, due: shop.dueAt ? formatDateTime(shop.dueAt, lang) : '—' });
    if (onEdit) {
      actions = (
        <Button onClick={onEdit} data-testid="shop-edit-application">
          {t('shops.apply.editApplication')}
        </Button>
      );
    }
  } else if (shop.shopStatus === 'failed') {
    type = 'error';
    title = t('shops.apply.failedTitle');
    text = shop.failReason ? t('shops.apply.failedReason', { reason: shop.failReason }) : t('shops.apply.failedNoReason');
    if (onEdit) {
      actions = (
        <Button type="primary" onClick={onEdit} data-testid="shop-reapply">
          {t('shops.apply.reapply')}
        </Button>
      );
    }
  } else {
    type = 'success';
    title = t('shops.apply.okTitle');
    text = t('shops.apply.okText', { reviewed: shop.reviewedAt ? formatDateTime(shop.reviewedAt, lang) : submitted });
    actions = (
      <>
        <Link to={shopHref(shop.shopId)}>
          <Button type="primary" data-testid="open-my-shop">
            {t('shops.apply.viewShop')}
          </Button>
        </Link>
        {onEdit && <Button onClick={onEdit}>{t('shops.page.edit')}</Button>}
      </>
    );
  }
  return (
    <Alert
      className="sb-apply-status"
      type={type}
      showIcon
      data-testid={`shop-status-${shop.shopStatus}`}
      title={title}
      description={
        <>
          <p className="sb-apply-status-text">{text}</p>
          {actions && <div className="sb-apply-actions">{actions}</div>}
        </>
      }
    />
  );
}

/** What the applicant sent, as staff read it (pictures, figures, profile), under the status. */
function Submitted({ shop, lang }: { shop: TShop; lang: TLang }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('accounts.fields.factoriesNumber'), String(shop.factoriesNumber)],
    [t('accounts.fields.employeesNumber'), String(shop.employeesNumber)],
    [t('accounts.fields.establishmentTime'), formatDay(shop.establishmentTime, lang)],
  ];
  return (
    <section className="sb-apply-form sb-apply-summary" aria-labelledby="shop-submitted-h" data-testid="shop-submitted">
      <h2 id="shop-submitted-h">{t('shops.apply.submittedContent')}</h2>
      {/* The submitted pictures look like the picture field's tiles, without its tools. */}
      <ul className="sb-upload-list sb-pics">
        {shop.companyPictures.map((p, i) => (
          <li key={p.fileId} className="sb-upload-tile">
            <span className="sb-upload-preview">
              <img src={p.url} alt={t('shops.page.picture', { n: i + 1, total: shop.companyPictures.length })} loading="lazy" />
              {i === 0 && <span className="sb-upload-cover">{t('shops.apply.cover')}</span>}
            </span>
          </li>
        ))}
      </ul>
      <dl className="sb-apply-facts">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {shop.companyProfileZh && (
        <>
          <h3>{t('accounts.fields.companyProfileZh')}</h3>
          <p>{shop.companyProfileZh}</p>
        </>
      )}
      {shop.companyProfileEn && (
        <>
          <h3>{t('accounts.fields.companyProfileEn')}</h3>
          <p>{shop.companyProfileEn}</p>
        </>
      )}
    </section>
  );
}

export default function ApplyShopPage() {
  const { t, i18n } = useTranslation();
  const lang: TLang = i18n.language === 'zh' ? 'zh' : 'en';
  const { user } = useShellContext();
  const vip = !!user && isVip(user.userType) && user.userState !== UserState.Blocked;
  const query = useMyShop();
  const [editing, setEditing] = useState(false);
  const shop = query.data ?? null;

  let content;
  if (query.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (query.isError) {
    content = <Result status="warning" title={t('shops.page.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  } else if (!shop && !vip) {
    // §6: only Vip apply; the server answers 1403 too, this spares the user a form they cannot send.
    content = <Result status="info" data-testid="shop-verify-first" title={t('shops.apply.verifyFirst')} subTitle={t('shops.apply.verifyFirstHint')} />;
  } else if (!shop || editing) {
    content = (
      <>
        {!shop && <p className="sb-shops-sub">{t('shops.apply.intro')}</p>}
        {shop && <StatusPanel shop={shop} lang={lang} />}
        <ShopForm key={shop ? `${shop.shopId}-${shop.version}` : 'new'} shop={shop} onDone={() => setEditing(false)} {...(shop ? { onCancel: () => setEditing(false) } : {})} />
      </>
    );
  } else {
    content = (
      <>
        <StatusPanel shop={shop} lang={lang} onEdit={() => setEditing(true)} />
        <Submitted shop={shop} lang={lang} />
      </>
    );
  }

  const company = shop ? companyTitle(lang, shop) : '';
  return (
    <ShopsFrame
      testId="apply-shop-page"
      width="narrow"
      title={t(shop?.shopStatus === 'ok' ? 'shops.titles.myShop' : 'shops.titles.apply')}
      subtitle={company ? t('shops.apply.companyLine', { name: company }) : shop ? undefined : t('shops.apply.companyMissing')}
      extra={
        <Link to="/shop-list">
          <Button>{t('shops.page.backToList')}</Button>
        </Link>
      }
    >
      {content}
    </ShopsFrame>
  );
}
