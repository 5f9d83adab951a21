import { useState, type CSSProperties } from 'react'
import { rememberClosed, useExitIntent } from '../renderer/useExitIntent.ts'
import { usePageContext } from 'vike-react/usePageContext'
import { Link } from '../renderer/Link.tsx'
import { activeProductSlug, pricingPath } from '../renderer/active-product.ts'
import { CampaignCountdown } from './CampaignBanner.tsx'
import { useRunningCampaign } from '../renderer/running-campaign.ts'
import { usePageFacts } from '../renderer/usePageFacts.ts'
import { siteNow } from '../renderer/site-clock.ts'
import { useStylesheet } from '../renderer/lazy-stylesheet.ts'
import { POPUP_STYLES } from './popup-styles.ts'
import { Dialog, DialogClose } from '../blocks/parts/dialog/Dialog.tsx'
import { DIALOG_STYLES } from '../blocks/parts/dialog/dialog-styles.ts'

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
  const storageKey = campaign?.popup.storageKey
  const endsAt = campaign?.endsAt ?? 0
  const armed = Boolean(campaign) && !closed && !open

  useExitIntent(armed, storageKey, () => {
    if (siteNow(facts) < endsAt) setOpen(true) // unless the countdown has ended meanwhile
  })

  // Shown once its styles (and its close control's) have loaded.
  const styled = useStylesheet(POPUP_STYLES)
  const closeStyled = useStylesheet(DIALOG_STYLES)

  if (!campaign || !open || !styled || !closeStyled) return null
  // Escape, the backdrop, the close control or the button: remembered for 2 hours (useExitIntent).
  const close = () => {
    rememberClosed(campaign.popup.storageKey)
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
    <Dialog open onClose={close} className="exit-popup" style={style} aria-labelledby="exit-popup-title">
      <div className="exit-popup__body">
        <DialogClose />
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
    </Dialog>
  )
}
