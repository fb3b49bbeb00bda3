import { SUPPORT_LEVELS, type EmergencyServiceKind } from '@aushadh/shared/emergency/emergency-constants.ts';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/error-text.ts';

const field =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/**
 * The request form of an emergency service: a plain HTML form that posts (url-encoded) to the server, which
 * answers with a redirect to the tracking page, or back here with ?error= — it works without JavaScript.
 */
export function EmergencyRequestForm({
  service,
  returnTo,
  ambulanceDetails = false,
  hospitals = [],
}: {
  service: EmergencyServiceKind;
  returnTo: string;
  /** Destination hospital and life support level (ambulance requests). */
  ambulanceDetails?: boolean;
  hospitals?: { id: number; name: string; distanceKm: number | null }[];
}) {
  const { t } = useTranslation('emergency');
  const { message } = useErrorText();
  const [search] = useSearchParams();
  const error = search.get('error');
  const errorField = search.get('field');
  return (
    <form
      id="request-form"
      method="post"
      action="/api/emergency-requests/form"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-2 sm:p-6"
      aria-labelledby="request-form-title"
    >
      {/* The site's policy is no-referrer, with which a browser sends "Origin: null" on a form post and the
          server's cross-site check refuses it: this page names its own origin on same-origin requests. */}
      <meta name="referrer" content="same-origin" />
      <h2 id="request-form-title" className="text-xl font-bold text-slate-900 sm:col-span-2">
        {t('form.title')}
      </h2>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-2">
          {errorField ? `${t(`form.${errorField}`, { defaultValue: errorField })}: ` : ''}
          {message(error)}
        </p>
      ) : null}
      <input type="hidden" name="service" value={service} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label className="text-sm font-medium text-slate-800">
        {t('form.contactName')}
        <input name="contactName" required minLength={2} maxLength={100} autoComplete="name" className={field} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('form.phone')}
        <input
          name="phone"
          required
          type="tel"
          inputMode="tel"
          pattern="(\+91[\s\-]?|0)?[6-9][0-9]{9}"
          autoComplete="tel"
          dir="ltr"
          className={field}
        />
      </label>
      <label className="text-sm font-medium text-slate-800 sm:col-span-2">
        {ambulanceDetails ? t('form.pickupAddress') : t('form.address')}
        <textarea
          name="pickupAddress"
          required
          minLength={5}
          maxLength={300}
          rows={2}
          autoComplete="street-address"
          className={field}
        />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('form.pincode')}
        <input
          name="pincode"
          required
          inputMode="numeric"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          autoComplete="postal-code"
          dir="ltr"
          className={field}
        />
      </label>
      {ambulanceDetails ? (
        <>
          <label className="text-sm font-medium text-slate-800">
            {t('form.supportLevel')}
            <select name="supportLevel" defaultValue="basic" className={field}>
              {SUPPORT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`form.support.${level}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t('form.destinationHospital')}
            <select name="destinationHospitalId" defaultValue="" className={field}>
              <option value="">{t('form.nearestHospital')}</option>
              {hospitals.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.distanceKm === null ? h.name : `${h.name} (${t('km', { km: h.distanceKm })})`}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t('form.destination')}
            <input name="destination" maxLength={200} className={field} />
          </label>
        </>
      ) : null}
      <label className="text-sm font-medium text-slate-800 sm:col-span-2">
        {t('form.patientCondition')}
        <textarea name="patientCondition" required minLength={3} maxLength={1000} rows={3} className={field} />
      </label>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-700 px-5 font-bold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('form.submit')}
        </button>
        <p className="mt-2 text-xs text-slate-500">{t('form.after')}</p>
      </div>
    </form>
  );
}
