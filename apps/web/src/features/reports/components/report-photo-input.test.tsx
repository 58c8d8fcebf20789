import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportPhotoInput } from './report-photo-input';

describe('ReportPhotoInput', () => {
  it('lets the phone offer the gallery as well as the camera', () => {
    render(<ReportPhotoInput value={null} onChange={() => {}} />);
    const input = screen.getByLabelText('Foto') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    // `capture` would make a phone open the camera only.
    expect(input.hasAttribute('capture')).toBe(false);
    expect(screen.getByText('Escolher ou tirar foto')).toBeTruthy();
  });
});
