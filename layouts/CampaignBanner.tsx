import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { CountdownClock } from '../blocks/countdown/CountdownClock.tsx'
import { useRunningCampaign } from '../renderer/running-campaign.ts'

/**
 * SPEC §4 campaign banner. Rendered on the server (no layout shift) while the campaign runs, from
 * the Asia/Dhaka end date the server turned into an instant. The browser runs its countdown
 * (browser/countdowns.ts) and lets the visitor close it for the visit (browser/campaign-banner.ts).
 */
export function CampaignBanner() {
  const campaign = useRunningCampaign()
  const t = useT()
  if (!campaign) return null
  return (
    <aside className="campaign-banner" aria-label={campaign.banner}>
      <p className="campaign-banner__text">
        <strong>{campaign.banner}</strong> <span>{t('campaign.endsIn')}</span> <CampaignCountdown endsAt={campaign.endsAt} />
      </p>
      <Link href="/coupons/" className="campaign-banner__link">
        {t('campaign.cta')}
      </Link>
      <button type="button" className="campaign-banner__close" aria-label={t('campaign.close')} data-close-banner="">
        ×
      </button>
    </aside>
  )
}

/** The campaign's countdown (the banner's, the footer's, the exit-intent popup's). */
export function CampaignCountdown({ endsAt }: { endsAt: number }) {
  return <CountdownClock endsAt={endsAt} className="campaign-countdown" timer />
}
