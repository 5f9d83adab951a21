/**
 * The Campaign and Site settings screens (includes/site-options.php; printed in the footer, after
 * the fields): WordPress's colour picker on colour fields, and its media library behind "Choose
 * from the media library" (the chosen image's URL goes into the field).
 */
import jQuery from 'jquery'

/** The media library's frame (`wp.media`, from the script `media-editor`). */
interface MediaFrame {
  on(event: 'select', handler: () => void): void
  open(): void
  state(): { get(name: 'selection'): { first(): { toJSON(): { url: string } } } }
}
type MediaLibrary = (options: { title: string; library: { type: string }; multiple: boolean }) => MediaFrame
const { media } = (window as unknown as { wp: { media: MediaLibrary } }).wp

jQuery('.site-color').wpColorPicker()

for (const button of document.querySelectorAll<HTMLButtonElement>('.site-media-pick')) {
  button.addEventListener('click', (event) => {
    event.preventDefault()
    const field = document.getElementById(button.dataset.target ?? '')
    if (!(field instanceof HTMLInputElement)) return
    const frame = media({ title: 'Choose an image', library: { type: 'image' }, multiple: false })
    frame.on('select', () => {
      field.value = frame.state().get('selection').first().toJSON().url
      field.dispatchEvent(new Event('change', { bubbles: true }))
    })
    frame.open()
  })
}
