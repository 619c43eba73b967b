/**
 * §2 section 11, §5 contact form: no validation, the values are sent as entered. Success says "Submitted
 * successfully" and clears the fields; a failure shows the server's message as an error (§8) and keeps them.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendContact, useSiteConfig } from '../api/landing-api.ts';
import { useLang } from '../lib/use-landing.ts';
import { SectionHeading } from './section-heading.tsx';

const FIELDS = ['realName', 'company', 'phone', 'email'] as const;
type TField = (typeof FIELDS)[number] | 'message';
type TValues = Record<TField, string>;

const EMPTY: TValues = { realName: '', company: '', phone: '', email: '', message: '' };
const INPUT_TYPES: Record<(typeof FIELDS)[number], { type: string; autoComplete: string }> = {
  realName: { type: 'text', autoComplete: 'name' },
  company: { type: 'text', autoComplete: 'organization' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
};

export function ContactSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data: config } = useSiteConfig();
  const [sending, setSending] = useState(false);
  const [values, setValues] = useState<TValues>(EMPTY);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setOutcome(null);
    setSending(true);
    const result = await sendContact(values);
    setSending(false);
    if (result.success) {
      setValues(EMPTY);
      setOutcome({ ok: true, text: t('site.contact.success') });
    } else {
      setOutcome({ ok: false, text: result.msg || t('site.contact.failed') });
    }
  };

  const bind = (field: TField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    'data-testid': `contact-${field}`,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  const phone = lang === 'zh' ? config?.contact.phoneZh : config?.contact.phoneEn;

  return (
    <section id="contactus" className="sb-section sb-anchor" aria-labelledby="contact-title" data-testid="landing-contact">
      <div className="sb-container sb-contact">
        <div className="sb-contact-intro">
          <SectionHeading id="contact-title" title={t('site.contact.title')} subtitle={t('site.contact.intro')} align="start" />
          {config && (
            <dl className="sb-contact-ways">
              <div>
                <dt>{t('site.contact.phoneLabel')}</dt>
                <dd>
                  <a href={`tel:${(phone ?? '').replace(/[^\d+]/g, '')}`}>{phone}</a>
                </dd>
              </div>
              <div>
                <dt>{t('site.contact.emailLabel')}</dt>
                <dd>
                  <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
                </dd>
              </div>
            </dl>
          )}
        </div>
        <form className="sb-contact-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('site.contact.title')}>
          <div className="sb-form-grid">
            {FIELDS.map((field) => (
              <div key={field} className="sb-field">
                <label htmlFor={`contact-${field}`}>{t(`site.contact.${field}`)}</label>
                <input {...bind(field)} type={INPUT_TYPES[field].type} autoComplete={INPUT_TYPES[field].autoComplete} />
              </div>
            ))}
          </div>
          <div className="sb-field">
            <label htmlFor="contact-message">{t('site.contact.message')}</label>
            <textarea {...bind('message')} rows={5} />
          </div>
          <div className="sb-contact-submit">
            <button type="submit" className="sb-btn sb-btn-primary sb-btn-lg" data-testid="contact-submit" disabled={sending}>
              {sending ? t('site.contact.sending') : t('site.contact.submit')}
            </button>
            <p
              className={`sb-form-outcome${outcome ? (outcome.ok ? ' sb-ok' : ' sb-error') : ''}`}
              role={outcome && !outcome.ok ? 'alert' : 'status'}
              data-testid="contact-outcome"
            >
              {outcome?.text}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
