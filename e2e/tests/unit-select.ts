import type { Locator } from '@playwright/test';

/**
 * Picks a health unit by its name in a select whose options read "name — address" (the request form
 * shows where each unit is, so two units of one name are told apart).
 */
export async function selectUnitByName(select: Locator, name: string): Promise<void> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const option = select.locator('option').filter({ hasText: new RegExp(`^${escaped}( — |$)`) });
  const value = await option.first().getAttribute('value');
  if (value === null) throw new Error(`no option for the unit ${name}`);
  await select.selectOption(value);
}
