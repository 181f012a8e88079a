import { describe, expect, it } from 'vitest';
import { toAvatarColour, toInitials, toInkOn } from './avatar';

describe('the generated avatar', () => {
  it('shows the initials as the name is written', () => {
    expect(toInitials({ firstName: 'óscar', lastName: 'Serrano' })).toBe('ÓS');
    expect(toInitials({ firstName: '', lastName: '' })).toBe('?');
  });

  it('uses the team colour only when it is a colour', () => {
    expect(toAvatarColour('#C8102E')).toBe('#c8102e');
    expect(toAvatarColour('red; background: url(x)')).toBe('#3a4150');
    expect(toAvatarColour(undefined)).toBe('#3a4150');
  });

  it('writes in black on light colours and in white on dark ones', () => {
    expect(toInkOn('#f4c300')).toBe('#000000');
    expect(toInkOn('#0033a0')).toBe('#ffffff');
    expect(toInkOn('#111111')).toBe('#ffffff');
  });
});
