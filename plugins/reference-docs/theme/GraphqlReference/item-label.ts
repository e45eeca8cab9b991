import type {ItemLink} from '@site/plugins/reference-docs/contract/entries';

export function label(item: ItemLink): string {
  return item.kind === 'directive' ? `@${item.name}` : item.name;
}
