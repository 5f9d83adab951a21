import type { Transport } from '../transport.ts'
import { wpCategoryListSchema, wpTagListSchema, wpUserListSchema } from '../../content-schemas/taxonomy.ts'

/** The blog's terms and authors (`wp/v2/categories`, `tags`, `users`): one page of 100 each. */
export function taxonomyEndpoints({ request }: Transport) {
  return {
    /** Every category (a small, cached list the site resolves slugs against). */
    async getCategories() {
      return (await request('/wp/v2/categories', { per_page: 100 }, wpCategoryListSchema)).data
    },

    async getTags() {
      return (await request('/wp/v2/tags', { per_page: 100 }, wpTagListSchema)).data
    },

    /** The blog's authors (WordPress lists the authors of published items). */
    async getAuthors() {
      return (await request('/wp/v2/users', { per_page: 100 }, wpUserListSchema)).data
    },
  }
}
