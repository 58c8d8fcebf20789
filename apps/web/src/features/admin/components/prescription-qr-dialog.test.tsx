import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import QRCode from 'qrcode';
import { PrescriptionQrDialog } from './prescription-qr-dialog';

vi.mock('qrcode', () => ({ default: { toCanvas: vi.fn(() => Promise.resolve()) } }));

describe("the department's prescription QR", () => {
  it('draws the validation link a phone opens, not the stored JSON', () => {
    const stored = JSON.stringify({
      id: 'RX-7',
      patient_initials: 'M.S.',
      validation_url: 'https://saude.example.gov.br/validar-receita?id=abc123',
      signature: 'c2lnbmF0dXJl_-x',
    });
    render(<PrescriptionQrDialog value={stored} onOpenChange={() => {}} />);
    const link = 'https://saude.example.gov.br/validar-receita?id=abc123#s=c2lnbmF0dXJl_-x';
    expect(screen.getByText(link).textContent).toBe(link);
    expect(vi.mocked(QRCode.toCanvas).mock.calls.at(-1)?.[1]).toBe(link);
  });
});
