import type { WallpaperLanguage } from '../../../../src/contract/wallpaper';

/**
 * Guesses the language of a snippet among the ones the product generates. A weighted vote of
 * telltale patterns: good enough to pick a grammar (a wrong guess only colours differently), and
 * the user can always choose the language.
 */
const SIGNS: [WallpaperLanguage, RegExp, number][] = [
  ['json', /^\s*[[{]\s*("[^"]*"\s*:|\[|\{|"|\d|true|false|null)/, 2],
  ['xml', /^\s*<\?xml|<\/[A-Za-z][\w:.-]*>|<[A-Za-z][\w:.-]*\s+xmlns/, 3],
  ['html', /<!doctype html|<html[\s>]|<(div|body|head|span|script)[\s>]/i, 4],
  [
    'sql',
    /\b(CREATE\s+TABLE|SELECT\s+[\s\S]+\s+FROM|INSERT\s+INTO|ALTER\s+TABLE|UPDATE\s+\w+\s+SET)\b/i,
    5,
  ],
  [
    'java',
    /\b(public|private|protected)\s+(static\s+)?(final\s+)?(class|interface|enum|record|void|[A-Z]\w*(<[^>]*>)?)\s+\w+/,
    3,
  ],
  ['java', /^\s*(package\s+[\w.]+;|import\s+(static\s+)?[\w.*]+;)/m, 4],
  ['java', /@(Data|Entity|Table|Column|Override|Autowired|Service|RestController)\b/, 2],
  ['kotlin', /\b(fun\s+\w+\s*\(|val\s+\w+\s*[:=]|var\s+\w+\s*:|data\s+class\b)/, 4],
  ['kotlin', /^\s*package\s+[\w.]+\s*$/m, 2],
  ['csharp', /\b(namespace\s+[\w.]+|using\s+System|public\s+\w+\s+\w+\s*\{\s*get;)/, 5],
  ['go', /^\s*package\s+\w+\s*$[\s\S]*\bfunc\b|\bfunc\s+(\(\w+\s+\*?\w+\)\s*)?\w+\(|:=/m, 4],
  ['go', /\btype\s+\w+\s+struct\s*\{/, 5],
  [
    'python',
    /^\s*(def\s+\w+\(.*\)\s*(->\s*[\w[\], ]+)?:|class\s+\w+(\(.*\))?:|from\s+[\w.]+\s+import\b|import\s+\w+\s*$)/m,
    4,
  ],
  ['python', /\bself\b|^\s*@dataclass|\bNone\b/m, 2],
  [
    'typescript',
    /\b(interface\s+\w+\s*\{|type\s+\w+\s*=|:\s*(string|number|boolean)\b|export\s+(default\s+)?(class|interface|type|function|const))/,
    3,
  ],
  ['typescript', /\w+\??:\s*(string|number|boolean|Date)(\[\])?\s*[;,]/, 3],
  ['javascript', /\b(const|let)\s+\w+\s*=|=>|function\s+\w*\(|console\.log|require\(/, 2],
  ['yaml', /^[\w.-]+:\s*(\S.*)?$/m, 1],
  ['yaml', /^\s*-\s+[\w.-]+:\s/m, 2],
  ['rust', /\b(fn\s+\w+\s*\(|let\s+mut\b|impl\s+\w+|pub\s+struct\b)/, 4],
  ['shellscript', /^#!\/bin\/(ba)?sh|^\s*(echo|export|cd|sudo|apt-get|npm)\s/m, 3],
  ['markdown', /^#{1,6}\s+\S|^\s*[-*]\s+\[[ x]\]|^```/m, 2],
];

export function detectLanguage(code: string): WallpaperLanguage {
  const scores = new Map<WallpaperLanguage, number>();
  for (const [language, pattern, weight] of SIGNS) {
    if (pattern.test(code)) scores.set(language, (scores.get(language) ?? 0) + weight);
  }
  // A JSON document parses; then nothing else is a better guess.
  const trimmed = code.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      JSON.parse(trimmed);
      return 'json';
    } catch {
      // Not JSON after all: keep the vote.
    }
  }
  let best: WallpaperLanguage = 'text';
  let bestScore = 0;
  for (const [language, score] of scores) {
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}
