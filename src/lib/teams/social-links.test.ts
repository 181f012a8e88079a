import { describe, expect, it } from 'vitest';
import { toTeamSocialLinks } from './social-links';

describe('toTeamSocialLinks', () => {
  it('keeps full https addresses of each network, in section 3’s order', () => {
    expect(toTeamSocialLinks({
      tiktok: 'https://www.tiktok.com/@centella',
      instagram: 'https://instagram.com/centella',
      youtube: 'https://www.youtube.com/@centella',
    })).toEqual([
      { network: 'youtube', href: 'https://www.youtube.com/@centella' },
      { network: 'instagram', href: 'https://instagram.com/centella' },
      { network: 'tiktok', href: 'https://www.tiktok.com/@centella' },
    ]);
  });

  it('turns bare handles and scheme-less addresses into profile links', () => {
    expect(toTeamSocialLinks({ twitch: 'centella_tv', instagram: '@centella.fc', youtube: 'youtube.com/@centella' })).toEqual([
      { network: 'youtube', href: 'https://youtube.com/@centella' },
      { network: 'twitch', href: 'https://www.twitch.tv/centella_tv' },
      { network: 'instagram', href: 'https://www.instagram.com/centella.fc/' },
    ]);
  });

  it('refuses script schemes, plain http, other hosts and look-alike hosts', () => {
    expect(toTeamSocialLinks({
      youtube: 'javascript:alert(1)',
      twitch: 'http://www.twitch.tv/centella',
      instagram: 'https://evil.example/instagram.com',
      tiktok: 'https://tiktok.com.evil.example/@x',
    })).toEqual([]);
  });

  it('refuses an address of another network under a network’s name', () => {
    expect(toTeamSocialLinks({ instagram: 'https://www.youtube.com/@centella' })).toEqual([]);
  });

  it('gives nothing for a team without accounts', () => {
    expect(toTeamSocialLinks({})).toEqual([]);
  });
});
