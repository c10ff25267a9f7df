/** Service-wide settings (one row, id 1): skipIdv and the maintenance flag. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SettingsRow } from '../db/rows';
import { settings } from '../db/schema';

/** The settings row; the defaults when the row is missing. */
export async function getSettings(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ?? { id: 1, skipIdv: false, submitHomeEnabled: true, updatedAt: new Date(0) };
}
