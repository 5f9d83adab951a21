import {
  si500px,
  siBandcamp,
  siBehance,
  siDeviantart,
  siDribbble,
  siDropbox,
  siEtsy,
  siFacebook,
  siFlickr,
  siFoursquare,
  siGithub,
  siGoodreads,
  siGoogle,
  siInstagram,
  siLastdotfm,
  siMastodon,
  siMedium,
  siMeetup,
  siPatreon,
  siPinterest,
  siReddit,
  siRss,
  siSnapchat,
  siSoundcloud,
  siSpotify,
  siTelegram,
  siTiktok,
  siTumblr,
  siTwitch,
  siVimeo,
  siVk,
  siWhatsapp,
  siWordpress,
  siX,
  siYelp,
  siYoutube,
} from 'simple-icons'

/** A brand's name and its 24×24 icon path. */
export interface ServiceIcon {
  name: string
  path: string
}

const icon = ({ title, path }: { title: string; path: string }): ServiceIcon => ({ name: title, path })

/**
 * The services of WordPress's social-link block (its `service` attribute) with Simple Icons' brand
 * icons. Brands Simple Icons does not carry (LinkedIn, Amazon, Skype, Pocket, CodePen) and the
 * generic services (mail, a plain link) have a name and the site's generic icon.
 */
export const SERVICE_ICONS: Record<string, ServiceIcon> = {
  bandcamp: icon(siBandcamp),
  behance: icon(siBehance),
  deviantart: icon(siDeviantart),
  dribbble: icon(siDribbble),
  dropbox: icon(siDropbox),
  etsy: icon(siEtsy),
  facebook: icon(siFacebook),
  feed: icon(siRss),
  fivehundredpx: icon(si500px),
  flickr: icon(siFlickr),
  foursquare: icon(siFoursquare),
  github: icon(siGithub),
  goodreads: icon(siGoodreads),
  google: icon(siGoogle),
  instagram: icon(siInstagram),
  lastfm: icon(siLastdotfm),
  mastodon: icon(siMastodon),
  medium: icon(siMedium),
  meetup: icon(siMeetup),
  patreon: icon(siPatreon),
  pinterest: icon(siPinterest),
  reddit: icon(siReddit),
  snapchat: icon(siSnapchat),
  soundcloud: icon(siSoundcloud),
  spotify: icon(siSpotify),
  telegram: icon(siTelegram),
  tiktok: icon(siTiktok),
  tumblr: icon(siTumblr),
  twitch: icon(siTwitch),
  twitter: icon(siX),
  x: icon(siX),
  vimeo: icon(siVimeo),
  vk: icon(siVk),
  whatsapp: icon(siWhatsapp),
  wordpress: icon(siWordpress),
  yelp: icon(siYelp),
  youtube: icon(siYoutube),
}

/** Brands shown with the generic icon, by name. */
export const SERVICE_NAMES: Record<string, string> = { linkedin: 'LinkedIn', amazon: 'Amazon', skype: 'Skype', pocket: 'Pocket', codepen: 'CodePen' }

/** A link (two chain links), for any service without a brand icon. */
export const GENERIC_ICON_PATH =
  'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM8.5 19a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1A4.5 4.5 0 0 1 8.5 19Zm7.4-5.8a1 1 0 0 1-.7-1.7l2.1-2.1a2.5 2.5 0 0 0-3.5-3.5l-2.1 2.1a1 1 0 1 1-1.4-1.4l2.1-2.1a4.5 4.5 0 0 1 6.4 6.4l-2.1 2.1a1 1 0 0 1-.8.2Z'

/** An envelope, for a mail link. */
export const MAIL_ICON_PATH = 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.7 7l6.3 4.2L18.3 7H5.7Z'
