import { createHash } from 'node:crypto';

/** Steam's rarity colours. */
const RARITY_COLOURS: Record<string, string> = {
  'consumer grade': '#b0c3d9',
  'industrial grade': '#5e98d9',
  'mil-spec grade': '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  contraband: '#e4ae39',
  common: '#b0c3d9',
  uncommon: '#5e98d9',
  rare: '#4b69ff',
  mythical: '#8847ff',
  legendary: '#d32ce6',
  immortal: '#e4ae39',
  arcana: '#ade55c',
};

// Silhouettes on a 320×240 canvas, one per item type.
const SILHOUETTES: Record<string, string> = {
  rifle:
    'M26 118 L64 110 L196 106 L210 98 L258 98 L258 106 L302 106 L302 114 L258 116 L246 124 L208 124 L196 132 L178 134 L186 172 L162 176 L152 136 L122 136 L112 160 L86 160 L98 134 L64 132 L26 146 Z',
  'sniper rifle':
    'M14 122 L58 112 L200 108 L312 106 L312 113 L200 118 L186 126 L150 128 L140 156 L118 156 L124 128 L60 130 L14 150 Z M112 90 L204 90 L204 104 L112 104 Z',
  pistol: 'M86 98 L238 98 L238 122 L156 122 L146 130 L156 180 L118 184 L108 132 L86 126 Z',
  smg: 'M50 112 L90 106 L228 104 L238 96 L278 96 L278 116 L232 120 L214 126 L190 128 L186 184 L166 184 L166 128 L130 128 L120 150 L96 150 L104 128 L50 136 Z',
  shotgun:
    'M18 120 L60 110 L176 108 L304 106 L304 116 L240 118 L240 128 L176 128 L170 124 L122 126 L112 146 L90 146 L98 126 L60 128 L18 146 Z',
  machinegun:
    'M20 116 L66 106 L226 102 L300 102 L300 112 L226 114 L214 126 L186 128 L186 170 L136 170 L136 128 L104 128 L96 150 L72 150 L78 128 L20 142 Z M240 114 L256 168 L248 170 L232 118 Z',
  knife: 'M124 126 L152 102 Q236 66 308 70 Q266 118 168 138 Z M110 110 L124 104 L142 146 L128 152 Z M22 164 L116 124 L130 148 L36 186 Z',
  gloves:
    'M104 200 L100 122 L108 70 L124 70 L128 118 L136 56 L152 56 L154 116 L164 50 L180 52 L178 118 L192 66 L208 70 L200 130 L226 104 L240 114 L206 168 L200 200 Z',
  wearable: 'M160 40 L236 72 L226 150 Q200 196 160 212 Q120 196 94 150 L84 72 Z',
  courier:
    'M96 160 Q96 100 160 100 Q224 100 224 160 Q224 196 160 196 Q96 196 96 160 Z M190 104 Q200 60 236 62 Q262 70 254 100 Q240 124 210 118 Z M110 190 L102 220 L122 220 L128 194 Z M190 194 L196 220 L216 220 L208 190 Z',
  ward: 'M152 96 L168 96 L172 222 L148 222 Z M160 30 Q212 60 160 104 Q108 60 160 30 Z',
  taunt:
    'M160 30 L182 96 L252 96 L196 136 L218 204 L160 164 L102 204 L124 136 L68 96 L138 96 Z',
  bundle: 'M76 86 L160 54 L244 86 L244 178 L160 210 L76 178 Z M76 86 L160 118 L244 86 M160 118 L160 210',
};

export interface ImageSubject {
  id: number;
  title: string;
  type: string;
  quality: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A deterministic SVG for an item: its type's silhouette, coloured by rarity, patterned by id. */
export function renderItemSvg(item: ImageSubject): string {
  const colour = RARITY_COLOURS[item.quality.toLowerCase()] ?? '#9aa4b1';
  const shape = SILHOUETTES[item.type.toLowerCase()] ?? SILHOUETTES.wearable;
  const seed = createHash('sha1').update(String(item.id)).digest();
  const hue = Math.round((seed[0] / 255) * 360);
  const angle = Math.round((seed[1] / 255) * 180);
  const stripe = 4 + (seed[2] % 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(item.title)}">
<title>${escapeXml(item.title)}</title>
<defs>
<radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="${colour}" stop-opacity=".45"/><stop offset="1" stop-color="#14161c"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f2f4f8"/><stop offset="1" stop-color="${colour}"/></linearGradient>
<pattern id="skin" width="${stripe * 2}" height="${stripe * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${stripe}" height="${stripe * 2}" fill="hsl(${hue} 70% 55%)" fill-opacity=".45"/></pattern>
</defs>
<rect width="320" height="240" fill="url(#bg)"/>
<path d="${shape}" fill="url(#body)" stroke="#0b0c10" stroke-width="2" stroke-linejoin="round"/>
<path d="${shape}" fill="url(#skin)"/>
<rect y="232" width="320" height="8" fill="${colour}"/>
</svg>
`;
}
