import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { BrandAssetsAttrs } from './schema.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { CardGrid } from '../parts/CardGrid.tsx'

/** Press kit: logos with previews and downloads, the brand colours and the rules for using them. */
export function BrandAssets({ attrs }: BlockProps<BrandAssetsAttrs>) {
  const t = useT()
  return (
    <section className="brand-assets">
      {attrs.heading && <h2 className="brand-assets__heading">{attrs.heading}</h2>}
      {attrs.intro && <p className="brand-assets__intro">{attrs.intro}</p>}
      <CardGrid className="brand-assets__assets" cardClassName="brand-assets__asset" items={attrs.assets} itemKey={(asset, i) => `${asset.name}-${i}`}>
        {(asset) => (
          <>
            {asset.preview && (
              <div className="brand-assets__preview">
                <BlockImage image={asset.preview} />
              </div>
            )}
            <h3 className="brand-assets__name">{asset.name}</h3>
            {asset.description && <p className="brand-assets__description">{asset.description}</p>}
            <ul className="brand-assets__downloads">
              {asset.downloads.map((file) => (
                <li key={file.href}>
                  {/* Files, not pages: Link would add the language prefix (/es/brand/…), which serves no file. */}
                  <a className="button button--secondary" href={file.href} download>
                    {file.label}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardGrid>
      {attrs.colors.length > 0 && (
        <div className="brand-assets__section">
          <h3>{t('brandAssets.colors')}</h3>
          <ul className="brand-assets__colors">
            {attrs.colors.map((color) => (
              <li className="brand-assets__color" key={`${color.name}-${color.hex}`}>
                <span className="brand-assets__swatch" style={{ backgroundColor: color.hex }} aria-hidden="true" />
                <span className="brand-assets__color-name">{color.name}</span>
                <code className="brand-assets__hex">{color.hex.toUpperCase()}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {attrs.guidelines.length > 0 && (
        <div className="brand-assets__section">
          <h3>{t('brandAssets.guidelines')}</h3>
          <ul className="brand-assets__guidelines">
            {attrs.guidelines.map((rule, i) => (
              <li key={i}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
