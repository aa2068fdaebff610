import { describe, expect, it } from 'vitest';
import {
  backgrounds,
  contrast,
  primaryVariables,
  shadeFor,
} from '../../../src/node/publish/colors.js';

describe('primary colour shades', () => {
  it('keeps #1890ff as the brand colour and derives AA text shades for both themes', () => {
    expect(contrast('#1890ff', backgrounds.light)).toBeLessThan(4.5);
    const light = shadeFor('#1890ff', backgrounds.light, '#000000');
    const dark = shadeFor('#1890ff', backgrounds.dark, '#ffffff');
    expect(contrast(light, backgrounds.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, backgrounds.dark)).toBeGreaterThanOrEqual(4.5);
    expect(primaryVariables('#1890ff')).toContain('--primary:#1890ff');
  });
});
