import { foldSearchText } from './search-fold';

/** Fewest characters a folded search needs for a suggestion: shorter ones have too few trigrams to judge by. */
const MIN_SEARCH = 4;
/** The share of a search's trigrams a market name must hold to be suggested. */
const MIN_COVERAGE = 0.5;

/** Every three characters in a row of a folded text, once each. */
function trigramsOf(folded: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= folded.length; i++) grams.add(folded.slice(i, i + 3));
  return grams;
}

export interface MarketNameIndex {
  /** How many distinct (folded) names it holds. */
  size: number;
  /** The market name closest to a search that found nothing ("Did you mean …"), if one is close enough. */
  suggest(search: string): string | undefined;
}

/**
 * The shop's distinct market names by their trigrams (issue 45). A suggestion is the name holding the
 * largest share of the search's trigrams (at least MIN_COVERAGE), then the one nearest in length
 * (Jaccard), then the shorter. Work is bounded: at most 98 trigrams of a 100-character
 * search, each reading one list of the names that hold it.
 */
export function createMarketNameIndex(names: Iterable<string>): MarketNameIndex {
  const shown: string[] = [];
  const sizes: number[] = [];
  const postings = new Map<string, number[]>();
  const seen = new Set<string>();
  // Shortest first, so a folded form shows as its plainest spelling.
  const sorted = [...new Set(names)].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  for (const name of sorted) {
    const folded = foldSearchText(name);
    if (folded.length < 3 || seen.has(folded)) continue;
    seen.add(folded);
    const id = shown.length;
    shown.push(name);
    const grams = trigramsOf(folded);
    sizes.push(grams.size);
    for (const gram of grams) {
      const list = postings.get(gram);
      if (list) list.push(id);
      else postings.set(gram, [id]);
    }
  }
  const lists = new Map([...postings].map(([gram, ids]) => [gram, Int32Array.from(ids)]));

  return {
    size: shown.length,
    suggest(search) {
      const folded = foldSearchText(search);
      if (folded.length < MIN_SEARCH) return undefined;
      const grams = trigramsOf(folded);
      const shared = new Uint8Array(shown.length);
      const touched: number[] = [];
      for (const gram of grams) {
        const ids = lists.get(gram);
        if (!ids) continue;
        for (const id of ids) if (shared[id]++ === 0) touched.push(id);
      }
      let best = -1;
      let bestCoverage = 0;
      let bestJaccard = 0;
      for (const id of touched) {
        const coverage = shared[id] / grams.size;
        const jaccard = shared[id] / (grams.size + sizes[id] - shared[id]);
        if (coverage > bestCoverage || (coverage === bestCoverage && (jaccard > bestJaccard || (jaccard === bestJaccard && id < best)))) {
          best = id;
          bestCoverage = coverage;
          bestJaccard = jaccard;
        }
      }
      return best >= 0 && bestCoverage >= MIN_COVERAGE ? shown[best] : undefined;
    },
  };
}
