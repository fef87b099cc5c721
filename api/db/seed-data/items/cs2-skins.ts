// CS2 skins: weapon | skin | rarity | typical Field-Tested price in EUR.
export interface Cs2Skin {
  weapon: string;
  skin: string;
  rarity: string;
  basePrice: number;
}

export const cs2WeaponTypes: Record<string, string> = {
  'AK-47': 'Rifle', 'M4A4': 'Rifle', 'M4A1-S': 'Rifle', 'FAMAS': 'Rifle', 'Galil AR': 'Rifle', 'AUG': 'Rifle', 'SG 553': 'Rifle',
  'AWP': 'Sniper Rifle', 'SSG 08': 'Sniper Rifle', 'SCAR-20': 'Sniper Rifle', 'G3SG1': 'Sniper Rifle',
  'Desert Eagle': 'Pistol', 'Glock-18': 'Pistol', 'USP-S': 'Pistol', 'P250': 'Pistol', 'Five-SeveN': 'Pistol', 'Tec-9': 'Pistol',
  'CZ75-Auto': 'Pistol', 'Dual Berettas': 'Pistol', 'R8 Revolver': 'Pistol', 'P2000': 'Pistol',
  'MP9': 'SMG', 'MAC-10': 'SMG', 'MP7': 'SMG', 'MP5-SD': 'SMG', 'UMP-45': 'SMG', 'P90': 'SMG', 'PP-Bizon': 'SMG',
  'Nova': 'Shotgun', 'XM1014': 'Shotgun', 'Sawed-Off': 'Shotgun', 'MAG-7': 'Shotgun',
  'M249': 'Machinegun', 'Negev': 'Machinegun',
  'Karambit': 'Knife', 'Butterfly Knife': 'Knife', 'M9 Bayonet': 'Knife', 'Bayonet': 'Knife', 'Flip Knife': 'Knife',
  'Gut Knife': 'Knife', 'Huntsman Knife': 'Knife', 'Talon Knife': 'Knife', 'Skeleton Knife': 'Knife', 'Bowie Knife': 'Knife',
  'Falchion Knife': 'Knife',
  'Sport Gloves': 'Gloves', 'Driver Gloves': 'Gloves', 'Specialist Gloves': 'Gloves', 'Moto Gloves': 'Gloves',
  'Hand Wraps': 'Gloves', 'Broken Fang Gloves': 'Gloves',
};

const table = `
AK-47|Redline|Classified|18
AK-47|Vulcan|Covert|150
AK-47|Asiimov|Covert|95
AK-47|Bloodsport|Covert|85
AK-47|Neon Rider|Covert|55
AK-47|Fire Serpent|Covert|900
AK-47|Case Hardened|Classified|160
AK-47|Slate|Mil-Spec Grade|4.5
AK-47|Elite Build|Mil-Spec Grade|3.2
AK-47|Safari Mesh|Industrial Grade|0.9
AK-47|Phantom Disruptor|Classified|7
M4A4|Howl|Contraband|3800
M4A4|Asiimov|Covert|110
M4A4|The Emperor|Covert|35
M4A4|Neo-Noir|Covert|28
M4A4|Desolate Space|Classified|14
M4A4|Evil Daimyo|Restricted|3
M4A4|Urban DDPAT|Industrial Grade|0.6
M4A1-S|Printstream|Covert|180
M4A1-S|Hyper Beast|Covert|24
M4A1-S|Golden Coil|Covert|40
M4A1-S|Decimator|Classified|12
M4A1-S|Cyrex|Restricted|9
M4A1-S|Nightmare|Restricted|6
M4A1-S|Boreal Forest|Industrial Grade|0.7
AWP|Dragon Lore|Covert|4200
AWP|Asiimov|Covert|110
AWP|Hyper Beast|Covert|38
AWP|Neo-Noir|Covert|30
AWP|Redline|Classified|40
AWP|Electric Hive|Classified|18
AWP|Atheris|Restricted|5
AWP|Worm God|Restricted|3
AWP|Safari Mesh|Industrial Grade|1.5
AWP|Wildfire|Covert|85
FAMAS|Roll Cage|Covert|6
FAMAS|Mecha Industries|Classified|3
FAMAS|Colony|Industrial Grade|0.15
Galil AR|Chatterbox|Covert|18
Galil AR|Eco|Classified|3
Galil AR|Sandstorm|Restricted|1.5
Galil AR|Sage Spray|Consumer Grade|0.05
AUG|Akihabara Accept|Covert|350
AUG|Chameleon|Restricted|2.1
AUG|Storm|Consumer Grade|0.08
SG 553|Integrale|Classified|22
SG 553|Cyrex|Classified|3
SG 553|Waves Perforated|Consumer Grade|0.06
Desert Eagle|Blaze|Restricted|280
Desert Eagle|Printstream|Covert|45
Desert Eagle|Code Red|Covert|25
Desert Eagle|Kumicho Dragon|Classified|9
Desert Eagle|Mecha Industries|Restricted|3
Desert Eagle|Mudder|Industrial Grade|0.2
Glock-18|Fade|Restricted|900
Glock-18|Water Elemental|Classified|4.5
Glock-18|Wasteland Rebel|Covert|12
Glock-18|Vogue|Classified|3
Glock-18|Neo-Noir|Restricted|2.5
Glock-18|Sand Dune|Consumer Grade|0.04
USP-S|Kill Confirmed|Covert|45
USP-S|Neo-Noir|Covert|18
USP-S|Orion|Classified|12
USP-S|Cortex|Classified|4
USP-S|The Traitor|Covert|15
USP-S|Forest Leaves|Consumer Grade|0.07
P250|See Ya Later|Covert|6
P250|Asiimov|Covert|5
P250|Muertos|Classified|2.3
P250|Supernova|Mil-Spec Grade|0.5
P250|Sand Dune|Consumer Grade|0.03
Five-SeveN|Hyper Beast|Covert|7
Five-SeveN|Case Hardened|Restricted|4
Five-SeveN|Forest Night|Consumer Grade|0.05
Tec-9|Fuel Injector|Classified|4
Tec-9|Nuclear Threat|Restricted|45
Tec-9|Groundwater|Industrial Grade|0.1
CZ75-Auto|Victoria|Covert|6
CZ75-Auto|Xiangliu|Classified|3
CZ75-Auto|Tread Plate|Mil-Spec Grade|0.4
Dual Berettas|Cobra Strike|Restricted|1.1
Dual Berettas|Twin Turbo|Classified|2
Dual Berettas|Contractor|Consumer Grade|0.03
R8 Revolver|Fade|Restricted|3
R8 Revolver|Crimson Web|Mil-Spec Grade|0.6
R8 Revolver|Bone Mask|Consumer Grade|0.03
P2000|Fire Elemental|Covert|9
P2000|Imperial Dragon|Classified|3
P2000|Granite Marbleized|Industrial Grade|0.2
MP9|Starlight Protector|Covert|12
MP9|Hydra|Classified|8
MP9|Bulldozer|Restricted|2
MP9|Sand Dashed|Consumer Grade|0.03
MAC-10|Neon Rider|Covert|5
MAC-10|Disco Tech|Classified|2.5
MAC-10|Stalker|Restricted|3
MAC-10|Candy Apple|Industrial Grade|0.3
MP7|Bloodsport|Classified|2.5
MP7|Nemesis|Restricted|3
MP7|Army Recon|Consumer Grade|0.03
MP5-SD|Phosphor|Covert|4
MP5-SD|Lab Rats|Restricted|1.2
MP5-SD|Dirt Drop|Consumer Grade|0.03
UMP-45|Primal Saber|Classified|3
UMP-45|Blaze|Restricted|4
UMP-45|Carbon Fiber|Industrial Grade|0.1
P90|Asiimov|Covert|6
P90|Death by Kitty|Covert|40
P90|Emerald Dragon|Classified|45
P90|Sand Spray|Consumer Grade|0.03
PP-Bizon|Judgement of Anubis|Covert|3
PP-Bizon|Fuel Rod|Classified|0.8
PP-Bizon|Urban Dashed|Consumer Grade|0.03
Nova|Hyper Beast|Classified|1.5
Nova|Antique|Classified|6
Nova|Predator|Consumer Grade|0.03
XM1014|Tranquility|Classified|2
XM1014|Seasons|Mil-Spec Grade|0.3
XM1014|Blue Spruce|Consumer Grade|0.03
Sawed-Off|The Kraken|Covert|6
Sawed-Off|Devourer|Classified|1.5
Sawed-Off|Snake Camo|Consumer Grade|0.04
MAG-7|Justice|Classified|2
MAG-7|Heat|Restricted|1
MAG-7|Sand Dune|Consumer Grade|0.03
M249|Emerald Poison Dart|Restricted|0.9
M249|Nebula Crusader|Classified|1.5
M249|Gator Mesh|Consumer Grade|0.03
Negev|Power Loader|Classified|1
Negev|Mjölnir|Classified|40
Negev|Army Sheen|Consumer Grade|0.03
SSG 08|Blood in the Water|Covert|40
SSG 08|Dragonfire|Covert|20
SSG 08|Abyss|Mil-Spec Grade|0.5
SSG 08|Sand Dune|Consumer Grade|0.03
SCAR-20|Cardiac|Restricted|1.2
SCAR-20|Bloodsport|Classified|1.2
SCAR-20|Sand Mesh|Consumer Grade|0.03
G3SG1|The Executioner|Classified|1.5
G3SG1|Flux|Restricted|0.7
G3SG1|Desert Storm|Consumer Grade|0.04
Karambit|Doppler|Covert|900
Karambit|Fade|Covert|1600
Karambit|Tiger Tooth|Covert|850
Karambit|Crimson Web|Covert|700
Karambit|Slaughter|Covert|800
Butterfly Knife|Fade|Covert|1900
Butterfly Knife|Lore|Covert|1100
Butterfly Knife|Marble Fade|Covert|1700
M9 Bayonet|Lore|Covert|800
M9 Bayonet|Crimson Web|Covert|600
M9 Bayonet|Autotronic|Covert|650
Bayonet|Doppler|Covert|450
Bayonet|Tiger Tooth|Covert|420
Flip Knife|Marble Fade|Covert|300
Flip Knife|Ultraviolet|Covert|160
Gut Knife|Safari Mesh|Covert|70
Gut Knife|Doppler|Covert|140
Huntsman Knife|Fade|Covert|260
Huntsman Knife|Slaughter|Covert|180
Talon Knife|Fade|Covert|1100
Skeleton Knife|Crimson Web|Covert|550
Bowie Knife|Night|Covert|140
Falchion Knife|Fade|Covert|260
Sport Gloves|Pandora's Box|Covert|2800
Sport Gloves|Vice|Covert|1800
Sport Gloves|Hedge Maze|Covert|1500
Driver Gloves|King Snake|Covert|500
Driver Gloves|Crimson Weave|Covert|450
Specialist Gloves|Crimson Kimono|Covert|1300
Specialist Gloves|Fade|Covert|600
Moto Gloves|Spearmint|Covert|700
Moto Gloves|Cool Mint|Covert|350
Hand Wraps|Cobalt Skulls|Covert|300
Hand Wraps|Slaughter|Covert|250
Broken Fang Gloves|Jade|Covert|200
Broken Fang Gloves|Yellow-banded|Covert|120
`;

export const cs2Skins: Cs2Skin[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [weapon, skin, rarity, price] = line.split('|');
    return { weapon, skin, rarity, basePrice: Number(price) };
  });
