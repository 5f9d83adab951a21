import { useAtom } from 'jotai'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { useCountdownText } from '../blocks/countdown/useCountdownText.ts'
import { campaignBannerClosedAtom, useRunningCampaign } from './campaign-state.ts'

/**
 * SPEC §4 campaign banner. Rendered on the server (no layout shift) while the campaign runs, from
 * the Asia/Dhaka end date the server turned into an instant; the visitor can close it.
 */
export function CampaignBanner() {
  const campaign = useRunningCampaign()
  const [closed, setClosed] = useAtom(campaignBannerClosedAtom)
  const t = useT()
  if (closed || !campaign) return null
  return (
    <aside className="campaign-banner" aria-label={campaign.banner}>
      <p className="campaign-banner__text">
        <strong>{campaign.banner}</strong> <span>{t('campaign.endsIn')}</span> <CampaignCountdown endsAt={campaign.endsAt} />
      </p>
      <Link href="/coupons/" className="campaign-banner__link">
        {t('campaign.cta')}
      </Link>
      <button type="button" className="campaign-banner__close" aria-label={t('campaign.close')} onClick={() => setClosed(true)}>
        ×
      </button>
    </aside>
  )
}

export function CampaignCountdown({ endsAt }: { endsAt: number }) {
  const { text } = useCountdownText(endsAt)
  return (
    <time className="campaign-countdown" role="timer" dateTime={new Date(endsAt).toISOString()}>
      {text}
    </time>
  )
}
