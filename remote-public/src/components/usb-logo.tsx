import { messages } from '@usb/contracts/messages';

/** The USB mark: drawn inline, so the home page needs no image request to show it. */
export function UsbLogo({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label={messages.home.logoAlt}>
      <circle cx="60" cy="60" r="56" fill="#1d6b3f" />
      <circle cx="60" cy="60" r="48" fill="none" stroke="#f4c542" strokeWidth="3" />
      <text x="60" y="71" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="34" fontWeight="800" fill="#fff" letterSpacing="2">
        USB
      </text>
    </svg>
  );
}
