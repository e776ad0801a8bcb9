const KB = 1024;
const MB = 1024 * KB;

const oneDecimal = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

/**
 * A build's size as Danes read it: whole KB below 1 MB ('845 KB', at least '1 KB'), MB with one
 * decimal above ('1,4 MB').
 */
export function formatSize(bytes: number): { unit: 'KB' | 'MB'; size: string } {
  if (bytes >= MB) return { unit: 'MB', size: oneDecimal.format(bytes / MB) };
  return { unit: 'KB', size: whole.format(Math.max(1, Math.round(bytes / KB))) };
}
