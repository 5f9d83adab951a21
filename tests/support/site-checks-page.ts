import { readFileSync } from 'node:fs'
import type { WordPress } from './wordpress.ts'

/**
 * A draft page with four problems for the site checks, at these block paths: a broken internal
 * link (2), an image without alt (3), an h4 right after an h2 (4), a pricing table with a negative
 * price (5). Its id.
 */
export async function createDraftWithProblems(wordpress: WordPress): Promise<number> {
  const pricing = readFileSync(new URL('../../blocks/pricing-table/fixtures/dokan.html', import.meta.url), 'utf8')
    .trim()
    .replace('"annual":149', '"annual":-149')
  const markup = [
    '<!-- wp:heading {"level":1} -->\n<h1 class="wp-block-heading">Marketplace plans</h1>\n<!-- /wp:heading -->',
    '<!-- wp:heading -->\n<h2 class="wp-block-heading">Plans for every marketplace</h2>\n<!-- /wp:heading -->',
    '<!-- wp:paragraph -->\n<p>Compare them on <a href="/dokan/pricng/">the pricing page</a>.</p>\n<!-- /wp:paragraph -->',
    '<!-- wp:image {"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img src="/images/payments.svg" alt=""/></figure>\n<!-- /wp:image -->',
    '<!-- wp:heading {"level":4} -->\n<h4 class="wp-block-heading">What every plan includes</h4>\n<!-- /wp:heading -->',
    pricing,
  ].join('\n\n')
  const post = `array('post_type' => 'page', 'post_status' => 'draft', 'post_title' => 'Marketplace plans', 'post_name' => 'marketplace-plans', 'post_content' => ${JSON.stringify(markup)})`
  return Number(await wordpress.php(`echo wp_insert_post(${post});`))
}
