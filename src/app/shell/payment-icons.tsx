// Spec §2: Visa, Mastercard, 3DS, Apple Pay, Google Pay — drawn inline, nothing loaded from elsewhere.
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

function Badge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={label} width="58" height="36" viewBox="0 0 58 36">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="57" height="35" rx="6" fill="#ffffff" stroke="#d9dbe3" />
      {children}
    </svg>
  );
}

const FONT = 'Arial, Helvetica, sans-serif';

export function PaymentIcons({ label }: { label: string }) {
  return (
    <Group gap={8} aria-label={label} role="list">
      <span role="listitem">
        <Badge label="Visa">
          <text x="29" y="23.5" textAnchor="middle" fontFamily={FONT} fontSize="15" fontStyle="italic" fontWeight="900" fill="#1a1f71">
            VISA
          </text>
        </Badge>
      </span>
      <span role="listitem">
        <Badge label="Mastercard">
          <circle cx="23.5" cy="18" r="9" fill="#eb001b" />
          <circle cx="34.5" cy="18" r="9" fill="#f79e1b" fillOpacity="0.9" />
          <path d="M29 10.9a9 9 0 0 1 0 14.2 9 9 0 0 1 0-14.2z" fill="#ff5f00" />
        </Badge>
      </span>
      <span role="listitem">
        <Badge label="3-D Secure">
          <path d="M12 9l6-2.5 6 2.5v6c0 4.5-3 7.5-6 8.8-3-1.3-6-4.3-6-8.8z" fill="#1f8a4c" />
          <path d="M15 15.5l2.2 2.2 4-4.4" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
          <text x="39" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="800" fill="#1b1f2b">
            3DS
          </text>
        </Badge>
      </span>
      <span role="listitem">
        <Badge label="Apple Pay">
          <path
            d="M17.6 13.2c.8-1 1.3-2.3 1.2-3.6-1.2.1-2.6.8-3.4 1.8-.7.8-1.4 2.2-1.2 3.5 1.3.1 2.6-.7 3.4-1.7zm1.2 1.9c-1.9-.1-3.5 1.1-4.4 1.1-.9 0-2.3-1-3.8-1-1.9 0-3.7 1.1-4.7 2.9-2 3.5-.5 8.6 1.4 11.4.9 1.4 2.1 2.9 3.5 2.8 1.4-.1 1.9-.9 3.6-.9 1.7 0 2.1.9 3.6.9 1.5 0 2.5-1.4 3.4-2.8 1.1-1.6 1.5-3.1 1.5-3.2 0 0-3-1.2-3-4.6 0-2.9 2.3-4.2 2.4-4.3-1.3-1.9-3.3-2.1-4-2.1z"
            transform="translate(5 -1) scale(0.62)"
            fill="#000"
          />
          <text x="35" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="700" fill="#000">
            Pay
          </text>
        </Badge>
      </span>
      <span role="listitem">
        <Badge label="Google Pay">
          <text x="9" y="23" fontFamily={FONT} fontSize="14" fontWeight="800">
            <tspan fill="#4285f4">G</tspan>
          </text>
          <text x="35" y="22.5" textAnchor="middle" fontFamily={FONT} fontSize="12" fontWeight="700" fill="#3c4043">
            Pay
          </text>
        </Badge>
      </span>
    </Group>
  );
}
