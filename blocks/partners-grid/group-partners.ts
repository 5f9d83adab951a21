import type { PartnersGridAttrs } from './schema.ts'

type Partner = PartnersGridAttrs['partners'][number]

export interface PartnerGroup {
  category: string
  partners: Partner[]
}

/** Partners by category, categories in order of their first partner, partners in the order written. */
export function groupPartners(partners: Partner[]): PartnerGroup[] {
  const groups = new Map<string, Partner[]>()
  for (const partner of partners) {
    const group = groups.get(partner.category)
    if (group) group.push(partner)
    else groups.set(partner.category, [partner])
  }
  return [...groups].map(([category, members]) => ({ category, partners: members }))
}
