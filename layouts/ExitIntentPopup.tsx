import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { rememberClosed, useExitIntent } from '../renderer/useExitIntent.ts'
import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { activeProductSlug, pricingPath } from '../renderer/active-product.ts'
import { CampaignCountdown } from './CampaignBanner.tsx'
import { useRunningCampaign } from '../renderer/running-campaign.ts'
import { usePageFacts } from '../renderer/usePageFacts.ts'
import { siteNow } from '../renderer/site-clock.ts'
import { useStylesheet } from '../renderer/lazy-stylesheet.ts'
import { POPUP_STYLES } from './popup-styles.ts'

/**
 * SPEC §4 exit-intent campaign popup: opens when the mouse leaves through the top of the window,
 * only while the campaign runs and if it was not closed in the last 2 hours; it listens once.
 */
export function ExitIntentPopup() {
  const campaign = useRunningCampaign()
  const facts = usePageFacts()
  const { urlPathname } = usePageContext()
  const [open, setOpen] = useState(false)
  const [closed, setClosed] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useT()
  const storageKey = campaign?.popup.storageKey
  const endsAt = campaign?.endsAt ?? 0
  const armed = Boolean(campaign) && !closed && !open

  useExitIntent(armed, storageKey, () => {
    if (siteNow(facts) < endsAt) setOpen(true) // unless the countdown has ended meanwhile
  })

  const styled = useStylesheet(POPUP_STYLES)
  useEffect(() => {
    if (open && styled && dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [open, styled])

  if (!campaign || !open || !styled) return null
  const close = () => {
    rememberClosed(campaign.popup.storageKey)
    dialog.current?.close()
    setOpen(false)
    setClosed(true)
  }
  const href = activeProductSlug(urlPathname) ? pricingPath(urlPathname, campaign.activeProduct) : '/coupons/'
  const { colors } = campaign.popup
  // The campaign's colours (checked as #rgb/#rrggbb by the settings schema) through CSS variables.
  const style = {
    '--popup-bg': colors.background,
    '--popup-ink': colors.text,
    '--popup-button': colors.button,
    '--popup-button-ink': colors.buttonText,
  } as CSSProperties
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, for a pointer; the keyboard's way is Esc, which a <dialog> handles itself
    <dialog
      ref={dialog}
      className="exit-popup"
      style={style}
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
        <Link href={href} className="button exit-popup__button" onClick={close}>
          {campaign.popup.buttonText}
        </Link>
      </div>
    </dialog>
  )
}
