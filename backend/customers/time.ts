/** Magento's datetime text: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function magentoDateTime(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
