// Reads which feature message sets a source file adds to MessageId (src/lib/i18n/messages.ts).

/** The features whose English set a FeatureMessageSets member declares, with the file it imports. */
export function declaredFeatureSets(text: string): Map<string, string> {
  const imports = new Map([...text.matchAll(/import type (\w+) from '[./]*\/messages\/features\/([\w-]+)\/en\.json'/g)].map((m) => [m[1]!, m[2]!]));
  const declared = new Map<string, string>();
  for (const [, name, set] of text.matchAll(/^\s*'?([\w-]+)'?: typeof (\w+);/gm)) {
    if (imports.has(set!)) declared.set(name!, imports.get(set!)!);
  }
  return declared;
}
