/** The class attribute of the given names, skipping the empty and the absent ones. */
export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter((name) => typeof name === 'string' && name !== '').join(' ');
}
