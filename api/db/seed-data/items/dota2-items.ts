// Dota 2 items: name | hero (empty for couriers and wards) | type | rarity | typical price in EUR.
export interface Dota2Item {
  name: string;
  hero: string | null;
  type: string;
  rarity: string;
  basePrice: number;
}

const table = `
Manifold Paradox|Phantom Assassin|Wearable|Arcana|28
Fractal Horns of Inner Abysm|Terrorblade|Wearable|Arcana|30
Demon Eater|Shadow Fiend|Wearable|Arcana|32
Fiery Soul of the Slayer|Lina|Wearable|Arcana|25
Frost Avalanche|Crystal Maiden|Wearable|Arcana|22
Bladeform Legacy|Juggernaut|Wearable|Arcana|20
Blades of Voth Domosh|Legion Commander|Wearable|Arcana|24
Feast of Abscession|Pudge|Wearable|Arcana|27
Great Sage's Reckoning|Monkey King|Wearable|Arcana|26
Compass of the Rising Gale|Windranger|Wearable|Arcana|29
Planetfall|Earthshaker|Wearable|Arcana|23
Tempest Helm of the Thundergod|Zeus|Wearable|Arcana|21
Eminence of Ristul|Queen of Pain|Wearable|Arcana|30
Flockheart's Gamble|Ogre Magi|Wearable|Arcana|24
Dragonclaw Hook|Pudge|Wearable|Immortal|480
Golden Scavenging Guttleslug|Pudge|Wearable|Immortal|65
Dark Artistry Cape|Invoker|Wearable|Immortal|18
Magus Apex|Invoker|Wearable|Immortal|9
Fortune's Tout|Juggernaut|Wearable|Immortal|6
Golden Gravelmaw|Earthshaker|Wearable|Immortal|40
Mace of Aeons|Faceless Void|Wearable|Immortal|7
Golden Basher Blades|Anti-Mage|Wearable|Immortal|55
Blade of Tears|Anti-Mage|Wearable|Mythical|3
Bracers of the Cavern Luminar|Crystal Maiden|Wearable|Mythical|2.5
Sylvan Guard's Shroud|Windranger|Wearable|Mythical|2
Crimson Witness Helm|Legion Commander|Wearable|Mythical|2.8
Mantle of the Slayer|Lina|Wearable|Rare|1.2
Cape of the Unbroken Stallion|Sniper|Wearable|Rare|0.9
Heavy Artillery Goggles|Sniper|Wearable|Rare|0.7
Stonehall Royal Guard|Axe|Wearable|Rare|0.8
Axe of the Mountain Lord|Axe|Wearable|Uncommon|0.4
Tiny's Granite Gauntlet|Tiny|Wearable|Uncommon|0.3
Drow Hunter's Quiver|Drow Ranger|Wearable|Uncommon|0.35
Mirana's Moonlit Bow|Mirana|Wearable|Uncommon|0.45
Rubick's Trickster Mask|Rubick|Wearable|Rare|1.1
Void Chronosphere Bracers|Faceless Void|Wearable|Common|0.08
Crystal Frost Shoulders|Crystal Maiden|Wearable|Common|0.06
Pudge's Butcher Apron|Pudge|Wearable|Common|0.05
Earthshaker's Stone Belt|Earthshaker|Wearable|Common|0.07
Golden Baby Roshan||Courier|Immortal|650
Baby Roshan||Courier|Rare|40
Golden Doomling||Courier|Immortal|300
Mango Tree||Courier|Rare|3
Llama Llama||Courier|Rare|5
Shagbark||Courier|Mythical|4
Drodo the Druffin||Courier|Rare|2
Krobeling||Courier|Uncommon|1.2
Donkey||Courier|Common|0.5
Ward of the Cloudkings||Ward|Uncommon|1.5
Ward of Foregone Fables||Ward|Mythical|3.5
Ward of Lucent Sight||Ward|Rare|2.5
Hollow Vigil Ward||Ward|Rare|1.8
Watcher of the Twin Tails||Ward|Legendary|9
Stone Sentinel Ward||Ward|Common|0.2
Taunt: Flash of Steel|Juggernaut|Taunt|Rare|1.5
Taunt: Hook, Line and Sinker|Pudge|Taunt|Mythical|3
Taunt: Harlequin's Flourish|Rubick|Taunt|Rare|1.4
Taunt: Drum of the Storm|Zeus|Taunt|Uncommon|0.8
Taunt: Victory Roar|Legion Commander|Taunt|Legendary|6
Taunt: Timeless Step|Faceless Void|Taunt|Rare|1.6
Sword of the Bladekeeper Set|Juggernaut|Bundle|Mythical|3
Regalia of the Crimson Witness|Legion Commander|Bundle|Legendary|14
Raiment of the Frozen Lodge|Crystal Maiden|Bundle|Mythical|4
Armor of the Mountain Lord|Axe|Bundle|Rare|1.8
Shadows of the Moonlit Huntress|Mirana|Bundle|Legendary|11
Battle Garb of the Iron Rider|Sniper|Bundle|Rare|2.2
Vestments of the Ember Sage|Invoker|Bundle|Legendary|16
Relics of the Sunken Deep|Tiny|Bundle|Uncommon|0.9
`;

export const dota2Items: Dota2Item[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [name, hero, type, rarity, price] = line.split('|');
    return { name, hero: hero === '' ? null : hero, type, rarity, basePrice: Number(price) };
  });
