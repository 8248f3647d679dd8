import type { Locator } from '@playwright/test';

/** A tab's name with or without the record count the page adds to it: '合同' or '合同 3'. */
export function tabName(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d+)?$`);
}

/** Opens a child tab of a record page whose children are grouped: first its group, then the tab inside. */
export async function openGroupedTab(record: Locator, group: string, tab: string): Promise<void> {
  await record.getByRole('tab', { name: tabName(group) }).click();
  await record.getByTestId('record-group-tabs').getByRole('tab', { name: tabName(tab) }).click();
}
