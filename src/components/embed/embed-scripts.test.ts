// The partners' scripts as the build bundles them into static files (waku.config.ts); their
// weights are the bench's (`embed-widgets`).
import { describe, expect, it } from 'vitest';
import { bundleBrowserScript } from '../../../waku.config';
import { EMBED_HEIGHT_MESSAGE, EMBED_SCRIPT_SOURCES } from '../../config/embed';

const bundled = async (address: keyof typeof EMBED_SCRIPT_SOURCES) => (await bundleBrowserScript(EMBED_SCRIPT_SOURCES[address])).text;

describe('the partners’ scripts', () => {
  it.each(Object.keys(EMBED_SCRIPT_SOURCES) as (keyof typeof EMBED_SCRIPT_SOURCES)[])('%s is one whole script, without zod, that speaks the height message', async (address) => {
    const text = await bundled(address);
    expect(text).not.toMatch(/\bimport\s*[("{]/);
    expect(text).not.toMatch(/ZodError|zod/);
    expect(text).toContain(EMBED_HEIGHT_MESSAGE);
    expect(() => new Function(text)).not.toThrow();
  });

  it('only the live widget’s carries the live client', async () => {
    expect(await bundled('/embed/live-widget.js')).toContain('WebSocket');
    expect(await bundled('/embed/widget.js')).not.toContain('WebSocket');
    expect(await bundled('/embed.js')).not.toContain('WebSocket');
  });
});
