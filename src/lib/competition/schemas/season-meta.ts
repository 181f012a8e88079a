// Season.metaInformation arrives as JSON text; read leniently, every inner field on its own, so
// one bad part never costs the season (or the rest of the meta).
import { z } from 'zod';
import { keepReadableItems, MaybeImage, MaybeText, parseJsonText, PlacementSchema } from './read-helpers';

const LegendEntrySchema = z.object({
  color: z.string(),
  placement: PlacementSchema,
  name: z.string().optional().catch(undefined),
});

const PartnerSchema = z
  .object({ name: MaybeText, logo: MaybeImage, image: MaybeImage, url: MaybeText })
  .transform((p) => ({ name: p.name ?? undefined, logoUrl: p.logo ?? p.image ?? undefined, url: p.url ?? undefined }));

const SeasonMetaObjectSchema = z
  .object({
    position_legend: keepReadableItems(LegendEntrySchema).optional().catch(undefined),
    secondary_position_legend: keepReadableItems(LegendEntrySchema).optional().catch(undefined),
    stats_partner: PartnerSchema.optional().catch(undefined),
    season_partners: keepReadableItems(PartnerSchema).optional().catch(undefined),
    best_goalkeeper_id: z.coerce.number().int().positive().optional().catch(undefined),
  })
  .transform((meta) => ({
    positionLegend: meta.position_legend,
    secondaryPositionLegend: meta.secondary_position_legend,
    statsPartner: meta.stats_partner,
    seasonPartners: meta.season_partners,
    bestGoalkeeperId: meta.best_goalkeeper_id,
  }));

/** Never throws: bad JSON text, or text holding the wrong shape, reads as undefined. */
export const SeasonMetaSchema = z.unknown().transform(parseJsonText).pipe(SeasonMetaObjectSchema.optional().catch(undefined));
