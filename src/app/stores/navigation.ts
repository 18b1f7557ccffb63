import { atom } from 'nanostores';

/**
 * The navigation state of docs/product/states.md: one selected item that can be set or
 * cleared. The dashboard keeps the selected sidebar row here (its route), so every part of the
 * shell reads the same answer to "where am I".
 */
export const $selectedItem = atom<string | null>(null);

export function selectItem(item: string): void {
  $selectedItem.set(item);
}

export function clearSelectedItem(): void {
  $selectedItem.set(null);
}
