import { useCallback, useEffect, useRef, useState } from '@wordpress/element'
import { __, sprintf } from '@wordpress/i18n'
import { select, useSelect } from '@wordpress/data'
import { Button, Notice, TextControl } from '@wordpress/components'
import { PluginSidebar } from '../editor-slots.ts'
import { previewAccess } from '../preview/preview-access.ts'
import { unsavedFields } from '../preview/unsaved-item.ts'
import { normalizeError } from '../../../../renderer/normalize-error.ts'
import { readPreviewMessage, type PreviewMessage } from '../../../../renderer/preview-messages.ts'
import { IMAGE_WIDTHS } from '../../../../content-rules/image-widths.ts'
import { holdsAnswer, postIntoNewFrame } from './post-frame.ts'
import { listenForPreviewClicks } from './select-from-preview.ts'
import { pathOfBlock } from './block-paths.ts'
import { momentInZone, type CampaignZone } from './preview-moment.ts'

/**
 * What includes/live-preview.php gives the editor: the site's origin (the one whose messages count),
 * the language meta's name, and the zone campaign dates are entered in.
 */
export interface LivePreviewConfig {
  siteOrigin: string
  languageMeta: string
  campaignZone: CampaignZone
}

/** How long the preview waits after a change (typing) before it asks the site again. */
const UPDATE_DELAY_MS = 300
/** A refusal (a page without the preview's script) is shown this long after it loaded. */
const SHOW_REFUSAL_AFTER_MS = 600

/** SPEC §9's screen widths: mobile (xs), tablet (md), desktop (xl). */
const [XS, , MD, , XL] = IMAGE_WIDTHS
const WIDTHS = [
  { key: 'mobile', label: __('Mobile', 'site-blocks-api'), px: XS },
  { key: 'tablet', label: __('Tablet', 'site-blocks-api'), px: MD },
  { key: 'desktop', label: __('Desktop', 'site-blocks-api'), px: XL },
] as const
type Width = (typeof WIDTHS)[number]

/** The item as the editor holds it now, saved or not: what the preview shows. */
function useUnsavedItem(languageMeta: string) {
  return useSelect(
    (selectFrom) => ({
      ...unsavedFields(selectFrom, languageMeta),
      // The blocks' identity changes with every edit; they are serialized only when the preview asks.
      blocks: selectFrom('core/block-editor').getBlocks(),
    }),
    [],
  )
}

/** The frames' stage beside the canvas: the site's page at the chosen width, scaled down to fit. */
function useStage(width: Width) {
  const [stage] = useState(() => {
    const element = document.createElement('div')
    element.className = 'site-live-preview'
    element.setAttribute('aria-label', __('Live preview of the page', 'site-blocks-api'))
    element.setAttribute('role', 'region')
    return element
  })
  useEffect(() => {
    const body = document.querySelector('.interface-interface-skeleton__body') ?? document.body
    body.append(stage)
    const fit = () => {
      const scale = Math.min(1, stage.clientWidth / width.px)
      stage.style.setProperty('--site-preview-width', `${width.px}px`)
      stage.style.setProperty('--site-preview-scale', String(scale))
      stage.style.setProperty('--site-preview-height', `${stage.clientHeight / scale}px`)
    }
    fit()
    const observer = new window.ResizeObserver(fit)
    observer.observe(stage)
    return () => {
      observer.disconnect()
      stage.remove()
    }
  }, [stage, width])
  return stage
}

/** The frame that answered is shown; those before it go. */
function reveal(frame: HTMLIFrameElement, shown: { current: HTMLIFrameElement | null }) {
  if (!frame.isConnected || !frame.classList.contains('is-loading')) return
  while (frame.previousElementSibling) frame.previousElementSibling.remove()
  frame.classList.replace('is-loading', 'is-shown')
  shown.current = frame
}

/**
 * The site's own rendering of the unsaved page beside the canvas, while the live preview is on
 * (whichever sidebar shows: the block's settings too): asked again 300 ms after each change, shown
 * when ready (the previous one stays until then, scrolled where the reader left it). A click on a
 * block there selects it here; the block selected here is outlined there.
 */
function PreviewStage({ config, width, at, onError }: { config: LivePreviewConfig; width: Width; at: string | null; onError: (error: string) => void }) {
  const item = useUnsavedItem(config.languageMeta)
  const selected = useSelect((selectFrom) => selectFrom('core/block-editor').getSelectedBlockClientId(), [])
  const stage = useStage(width)
  const scrollY = useRef(0)
  const shown = useRef<HTMLIFrameElement | null>(null)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== config.siteOrigin) return
      const message = readPreviewMessage(event.data)
      const frame = [...stage.querySelectorAll('iframe')].find((candidate) => candidate.contentWindow === event.source)
      if (!message || !frame || message.post !== item.post) return
      if (message.type === 'site-preview:ready') reveal(frame, shown)
      if (message.type === 'site-preview:scroll' && frame === shown.current) scrollY.current = message.scrollY
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [stage, item.post, config.siteOrigin])

  const { blocks, ...fields } = item
  const fieldsJson = JSON.stringify(fields)
  useEffect(() => {
    const timer = setTimeout(() => {
      previewAccess('page', item.post).then(
        (access) => {
          // A frame still loading an older state is called off.
          for (const loading of stage.querySelectorAll('iframe.is-loading')) loading.remove()
          const state = { ...fields, content: select('core/editor').getEditedPostContent(), at, scrollY: scrollY.current }
          const frame = postIntoNewFrame(stage, access, state)
          frame.addEventListener('load', () => {
            if (holdsAnswer(frame)) setTimeout(() => reveal(frame, shown), SHOW_REFUSAL_AFTER_MS)
          })
          onError('')
        },
        (reason: unknown) => onError(normalizeError(reason).message),
      )
    }, UPDATE_DELAY_MS)
    return () => clearTimeout(timer)
    // The fields by value; the blocks by identity (a new tree after each edit).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldsJson, blocks, at, stage])

  // The block selected here is outlined there.
  useEffect(() => {
    const path = selected ? pathOfBlock(select('core/block-editor').getBlocks(), selected) : null
    const message: PreviewMessage = { type: 'site-preview:highlight', post: item.post, path }
    shown.current?.contentWindow?.postMessage(message, config.siteOrigin)
  }, [selected, item.post, config.siteOrigin])

  return null
}

/** The live preview's sidebar: its controls. Opening it turns the preview on; it stays on until closed here. */
function Controls(props: {
  zone: CampaignZone
  width: Width
  setWidth: (width: Width) => void
  moment: string
  setMoment: (moment: string) => void
  error: string
  turnOn: () => void
  turnOff: () => void
}) {
  const { zone, width, setWidth, moment, setMoment, error, turnOn, turnOff } = props
  const at = momentInZone(zone, moment)
  useEffect(turnOn, [turnOn])
  return (
    <div className="site-live-preview-controls">
      <p>{__('The page as visitors will see it, with your unsaved changes. Click a block in the preview to select it here.', 'site-blocks-api')}</p>
      <fieldset className="site-live-preview-controls__widths">
        <legend>{__('Width', 'site-blocks-api')}</legend>
        {WIDTHS.map((option) => (
          <Button
            key={option.key}
            variant={option.key === width.key ? 'primary' : 'secondary'}
            aria-pressed={option.key === width.key}
            onClick={() => setWidth(option)}
            __next40pxDefaultSize
          >
            {sprintf('%s (%d px)', option.label, option.px)}
          </Button>
        ))}
      </fieldset>
      <TextControl
        label={sprintf(__('Show the page at (%s time)', 'site-blocks-api'), zone.name)}
        help={__('Empty: now. The campaign banner, countdowns and popup show as they will at that moment.', 'site-blocks-api')}
        type="datetime-local"
        step={1}
        value={moment}
        onChange={setMoment}
        __next40pxDefaultSize
        __nextHasNoMarginBottom
      />
      {moment && (
        <Button variant="link" onClick={() => setMoment('')}>
          {__('Show it now', 'site-blocks-api')}
        </Button>
      )}
      {moment && !at && (
        <Notice status="warning" isDismissible={false}>
          {__('That is not a date and time: the preview shows the page now.', 'site-blocks-api')}
        </Notice>
      )}
      <Button variant="secondary" onClick={turnOff} __next40pxDefaultSize>
        {__('Close the live preview', 'site-blocks-api')}
      </Button>
      {error && (
        <Notice status="error" isDismissible={false}>
          {sprintf(__('The live preview could not be updated: %s', 'site-blocks-api'), error)}
        </Notice>
      )}
    </div>
  )
}

/** The live preview's button in the editor's toolbar, its sidebar and its stage; clicks in a draft preview tab select blocks here too. */
export function livePreview(config: LivePreviewConfig) {
  return function LivePreview() {
    const [on, setOn] = useState(false)
    const [width, setWidth] = useState<Width>(WIDTHS[2])
    const [moment, setMoment] = useState('')
    const [error, setError] = useState('')
    const turnOn = useCallback(() => setOn(true), [])
    const turnOff = useCallback(() => setOn(false), [])
    useEffect(() => listenForPreviewClicks(config.siteOrigin, () => select('core/editor').getCurrentPostId()), [])
    if (!PluginSidebar) return null
    return (
      <>
        <PluginSidebar name="site-live-preview" title={__('Live preview', 'site-blocks-api')} icon="visibility">
          <Controls
            zone={config.campaignZone}
            width={width}
            setWidth={setWidth}
            moment={moment}
            setMoment={setMoment}
            error={error}
            turnOn={turnOn}
            turnOff={turnOff}
          />
        </PluginSidebar>
        {on && <PreviewStage config={config} width={width} at={momentInZone(config.campaignZone, moment)} onError={setError} />}
      </>
    )
  }
}
