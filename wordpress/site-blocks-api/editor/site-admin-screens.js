/**
 * The Campaign and Site settings screens: WordPress's colour picker on colour fields, and its media
 * library behind "Choose from the media library" (the chosen image's URL goes into the field).
 */
jQuery(function ($) {
  $('.site-color').wpColorPicker()
  $('.site-media-pick').on('click', function (event) {
    event.preventDefault()
    var field = $('#' + $(this).data('target'))
    var frame = wp.media({ title: 'Choose an image', library: { type: 'image' }, multiple: false })
    frame.on('select', function () {
      field.val(frame.state().get('selection').first().toJSON().url).trigger('change')
    })
    frame.open()
  })
})
