import { SOCIAL_NETWORKS, type ChromeSettings } from '../content-schemas/settings.ts'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { MenuLinks } from './MenuLinks.tsx'
import { CampaignCountdown } from './CampaignBanner.tsx'
import { useRunningCampaign } from '../renderer/running-campaign.ts'

export function Footer({ settings, year }: { settings: ChromeSettings | null; year: number }) {
  const t = useT()
  const columns = settings?.menus.footer
  const campaign = useRunningCampaign()
  return (
    <footer className="site-footer">
      {settings?.footerCta && (
        <section className="footer-cta">
          <h2>{settings.footerCta.heading}</h2>
          <p>{settings.footerCta.text}</p>
          <Link href="/products/" className="button button--primary">
            {settings.footerCta.label}
          </Link>
        </section>
      )}
      {columns && (
        <div className="site-footer__columns">
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company">{t('footer.company')}</h2>
            <MenuLinks items={columns.company} className="site-footer__menu" />
          </nav>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources">{t('footer.resources')}</h2>
            <MenuLinks items={columns.resources} className="site-footer__menu" />
          </nav>
          <nav aria-labelledby="footer-products">
            <h2 id="footer-products">{t('footer.products')}</h2>
            <MenuLinks items={columns.products} className="site-footer__menu" />
          </nav>
        </div>
      )}
      {campaign && (
        <p className="site-footer__campaign">
          {campaign.banner}: <CampaignCountdown endsAt={campaign.endsAt} />
        </p>
      )}
      <div className="site-footer__bottom">
        {settings && settings.menus.social.length > 0 && (
          <ul className="site-footer__social" aria-label={t('footer.follow')}>
            {settings.menus.social.map((social) => (
              <li key={social.network}>
                <Link href={social.url} target="_blank">
                  {SOCIAL_NETWORKS[social.network]}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <img
          src={settings?.paymentImage ?? '/images/payments.svg'}
          alt={t('footer.payments')}
          width={240}
          height={32}
          loading="lazy"
          className="site-footer__payments"
        />
        {/* Scrolls to the top in the browser (browser/back-to-top.ts). */}
        <button type="button" className="site-footer__top" data-scroll-top="">
          {t('backToTop.label')} ↑
        </button>
        <p className="site-footer__copyright">{t('site.copyright', { year })}</p>
      </div>
    </footer>
  )
}
