import { z } from 'zod';

/** Settings the browser may know (GET /api/public-config); never secrets. */
export const ZPublicConfig = z.object({
  /** Where support mail goes (SUPPORT_EMAIL); shown on the help page. */
  supportEmail: z.string(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
