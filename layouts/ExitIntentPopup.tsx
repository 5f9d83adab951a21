import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { activeProductSlug, pricingPath } from '../renderer/active-product.ts'
import { CampaignCountdown } from './CampaignBanner.tsx'
import { useRunningCampaign } from './campaign-state.ts'

/** SPEC §9: after closing, the popup stays away for 2 hours. */
export const EXIT_POPUP_SUPPRESS_MS = 7_200_000

function closedRecently(storageKey: string): boolean {
  const closedAt = Number(localStorage.getItem(storageKey))
  return Number.isFinite(closedAt) && closedAt > 0 && Date.now() - closedAt < EXIT_POPUP_SUPPRESS_MS
}

/**
 * SPEC §4 exit-intent campaign popup: opens when the mouse leaves through the top of the window,
 * only while the campaign runs and if it was not closed in the last 2 hours; it listens once.
 */
export default function ExitIntentPopup() {
  const campaign = useRunningCampaign()
  const { urlPathname } = usePageContext()
  const [open, setOpen] = useState(false)
  const [closed, setClosed] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useT()
  const storageKey = campaign?.popup.storageKey
  const endsAt = campaign?.endsAt ?? 0
  const armed = Boolean(campaign) && !closed && !open

  useEffect(() => {
    if (!armed || !storageKey || closedRecently(storageKey)) return
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget !== null || event.clientY > 0) return
      if (Date.now() >= endsAt) return // the countdown has ended meanwhile
      document.removeEventListener('mouseout', onLeave) // once triggered it stops listening
      setOpen(true)
    }
    document.addEventListener('mouseout', onLeave)
    return () => document.removeEventListener('mouseout', onLeave)
  }, [armed, storageKey, endsAt])

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [open])

  if (!campaign || !open) return null
  const close = () => {
    localStorage.setItem(campaign.popup.storageKey, String(Date.now()))
    dialog.current?.close()
    setOpen(false)
    setClosed(true)
  }
  const href = activeProductSlug(urlPathname) ? pricingPath(urlPathname, campaign.activeProduct) : '/coupons/'
  return (
    <dialog
      ref={dialog}
      className="exit-popup"
      aria-labelledby="exit-popup-title"
      onCancel={close}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="exit-popup__body">
        <button type="button" className="demo-modal__close" aria-label={t('common.close')} onClick={close}>
          ×
        </button>
        {campaign.popup.image && <img src={campaign.popup.image} alt="" width={320} height={160} />}
        <h2 id="exit-popup-title">{campaign.popup.title}</h2>
        <p>{campaign.popup.text}</p>
        <p className="exit-popup__countdown">
          <CampaignCountdown endsAt={campaign.endsAt} />
        </p>
        <Link href={href} className="button button--primary" onClick={close}>
          {t('campaign.cta')}
        </Link>
      </div>
    </dialog>
  )
}
