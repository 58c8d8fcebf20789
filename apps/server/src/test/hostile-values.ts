/**
 * Hostile values for the property-based input test: for each kind of field, values that are
 * invalid by construction (so the server must refuse them), plus free text that is legitimate but
 * dangerous if ever interpreted (HTML, SQL) and must be stored and returned exactly as sent.
 */
import fc from 'fast-check';
import { LIMITS } from '@saude/shared/domain/constants';
import { dataUrl, fakeImageBytes } from './fake-images';

export type FieldKind =
  | 'text'
  | 'optText'
  | 'date'
  | 'optDate'
  | 'cpf'
  | 'optCpf'
  | 'phone'
  | 'cep'
  | 'image'
  | 'optImage'
  | 'choice'
  | 'optChoice'
  | 'id'
  | 'optId'
  | 'bool'
  | 'optBool'
  | 'number'
  | 'age'
  | 'password'
  | 'optPassword'
  | 'wrongPassword'
  | 'email'
  | 'time'
  | 'doctorOption'
  | 'recipient';

/** Kinds where leaving the field out is itself invalid. */
const REQUIRED: ReadonlySet<FieldKind> = new Set([
  'text',
  'date',
  'cpf',
  'image',
  'choice',
  'id',
  'bool',
  'age',
  'password',
  'time',
  'doctorOption',
  'recipient',
]);
export const isRequired = (kind: FieldKind) => REQUIRED.has(kind);

export const SQL_INJECTION = ["' OR 1=1 --", "'; DROP TABLE patients; --", '1; DELETE FROM staff'];
export const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
];
export const BAD_DATES = ['2024-02-30', '9999-99-99', '0000-00-00', '2024-13-01', '01/02/2024', '2024-1-1'];

/** 100k characters: past every text limit except the photo data URLs'. */
export const HUGE = 'a'.repeat(100_000);
/** C0 control characters other than tab and newlines: never part of legitimate text. */
export const CONTROL_TEXT = ['abc\u0000def', '\u0000', 'nome\u0007\u001b[31m', 'x\u0008y\u007f'];

/** Anything but a string. */
const notString = fc.constantFrom<unknown>(42, -1.5, true, false, [], ['a'], {}, { $gt: '' }, [null]);
/** Anything but a number (numeric strings may be coerced on purpose, so none here). */
const notNumber = fc.constantFrom<unknown>('abc', [], {}, 'NaN', '1e400', [1, 2]);
const notBoolean = fc.constantFrom<unknown>('true', 'false', 1, 0, 'abc', [], {});

const hostileText = fc.constantFrom(...SQL_INJECTION, ...MARKUP, ...CONTROL_TEXT);

const NON_IMAGE_BYTES = Buffer.from(`<html><script>alert(1)</script>${'a'.repeat(200)}</html>`);
const OVERSIZED_PNG = () => dataUrl('image/png', fakeImageBytes('png', LIMITS.photoMaxBytes + 64 * 1024));
const badImage = fc.constantFrom<unknown>(
  dataUrl('image/png', NON_IMAGE_BYTES),
  dataUrl('image/jpeg', Buffer.from('%PDF-1.7 '.repeat(40))),
  dataUrl('text/html', fakeImageBytes('png')),
  `data:image/png;base64,${'!'.repeat(200)}`,
  `data:image/png,${'a'.repeat(200)}`,
  `data:image/png;base64${'A'.repeat(200)}`,
  `javascript:alert(1)//${'a'.repeat(200)}`,
  `http://127.0.0.1/${'a'.repeat(200)}.png`,
  'data:image/png;base64,',
  '<img src=x onerror=alert(1)>',
  'OVERSIZED',
);

function invalidFor(kind: FieldKind): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'text':
      return fc.oneof(
        notString,
        fc.constantFrom<unknown>(HUGE, '', '   ', null),
        fc.constantFrom(...CONTROL_TEXT),
      );
    case 'optText':
      return fc.oneof(notString, fc.constantFrom<unknown>(HUGE), fc.constantFrom(...CONTROL_TEXT));
    case 'date':
      return fc.oneof(notString, fc.constantFrom<unknown>(...BAD_DATES, null, '', HUGE), hostileText);
    case 'optDate':
      return fc.oneof(notString, fc.constantFrom<unknown>(...BAD_DATES, HUGE), hostileText);
    case 'cpf':
    case 'optCpf':
      return fc.oneof(
        notString,
        fc.constantFrom<unknown>('123', '111.111.111-11', '12345678900', '529.982.247-26', '1'.repeat(40)),
        hostileText.filter((s) => /\d/.test(s)),
        ...(kind === 'cpf' ? [fc.constantFrom<unknown>(null, '')] : []),
      );
    case 'phone':
      return fc.oneof(notString, fc.constantFrom<unknown>('123', '(11) 9', '1'.repeat(12), '1'.repeat(40)));
    case 'cep':
      return fc.oneof(notString, fc.constantFrom<unknown>('123', '123456789', '1'.repeat(40)));
    case 'image':
    case 'optImage':
      return fc.oneof(badImage, notString, ...(kind === 'image' ? [fc.constant<unknown>(null)] : []));
    case 'choice':
    case 'optChoice':
      return fc.oneof(
        notString,
        fc.constantFrom<unknown>('abc', HUGE, 'ADMIN', 'health_department '),
        hostileText,
      );
    case 'id':
    case 'optId':
      // 2147483648: one past PostgreSQL's integer, which it refuses to compare with an id column.
      return fc.constantFrom<unknown>(
        'abc',
        -1,
        0,
        1.5,
        2147483648,
        '2147483648',
        '99999999999999999999',
        1e20,
        {},
        "1' OR 1=1 --",
      );
    case 'bool':
    case 'optBool':
      return notBoolean;
    case 'number':
      return fc.oneof(notNumber, fc.constantFrom<unknown>(1000, -1000, 1e308));
    case 'age':
      return fc.oneof(notNumber, fc.constantFrom<unknown>(-1, 151, 1.5, '200', 1e308));
    case 'password':
      return fc.oneof(notString, fc.constantFrom<unknown>('123', '', HUGE));
    case 'optPassword':
      return fc.oneof(notString, fc.constantFrom<unknown>('123', HUGE));
    case 'wrongPassword':
      return fc.oneof(notString, fc.constantFrom<unknown>('senha-errada', '', HUGE, "' OR 1=1 --"));
    case 'doctorOption':
      return fc.oneof(
        notString,
        fc.constantFrom<unknown>(
          '',
          'staff:0',
          'staff:abc',
          'admin:1',
          'staff:2147483648',
          'hospital:9999999999',
          'staff:99999999999',
          HUGE,
        ),
      );
    case 'recipient':
      return fc.oneof(
        notString,
        fc.constantFrom<unknown>(
          null,
          '',
          'patient_0',
          'patient_abc',
          'patient_2147483648',
          'root_1',
          "patient_1' OR 1=1 --",
        ),
      );
    case 'email':
      return fc.oneof(
        notString,
        fc.constantFrom<unknown>('sem-arroba', '<script>@x', `${HUGE}@x.com`, "' OR 1=1 --"),
      );
    case 'time':
      return fc.oneof(notString, fc.constantFrom<unknown>('25:00', '12:60', 'abc', '9:5', HUGE, null));
  }
}

/** Materialises placeholders that are too big to keep in fast-check's shrink trees. */
export function materialise(value: unknown): unknown {
  return value === 'OVERSIZED' ? OVERSIZED_PNG() : value;
}

export type FieldSpec = Record<string, FieldKind>;
const MISSING = Symbol('missing');

/**
 * A body invalid by construction: the valid base with one field broken (a wrong value, or left out
 * when required), optionally with extra unknown fields carrying hostile values.
 */
export function invalidBody(base: Record<string, unknown>, fields: FieldSpec): fc.Arbitrary<unknown> {
  const names = Object.keys(fields);
  const broken = fc.constantFrom(...names).chain((name) => {
    const kind = fields[name]!;
    const value = isRequired(kind)
      ? fc.oneof(fc.constant<unknown>(MISSING), invalidFor(kind))
      : invalidFor(kind);
    return fc.record({ name: fc.constant(name), value });
  });
  const extras = fc.dictionary(
    fc.constantFrom('is_admin', 'role', 'id', 'patient_id', '__proto__x', 'user_type_extra'),
    fc.oneof(hostileText, notString),
    { maxKeys: 2 },
  );
  return fc.record({ broken, extras }).map(({ broken: b, extras: x }) => {
    const body: Record<string, unknown> = { ...x, ...base };
    if (b.value === MISSING) delete body[b.name];
    else body[b.name] = materialise(b.value);
    return body;
  });
}

/** Whole bodies that are not an object at all. */
export const notAnObject = fc.constantFrom<unknown>(null, 0, 'texto', [], [{}], true);

/** Raw request bodies that are not JSON or not sent as JSON. */
export const rawBodies = fc.constantFrom(
  { type: 'application/json', body: '{"title": ' },
  { type: 'application/json', body: "{'a': 1}" },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '\u0000\u0001' },
  { type: 'application/x-www-form-urlencoded', body: 'title=a&cpf=1' },
  { type: 'text/plain', body: 'nada' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
);

/** Path parameter values that name no record. */
export const garbageIds = fc.constantFrom(
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '1e3',
  "1' OR '1'='1",
  '%00',
  'NaN',
);

/** Free text that is valid input and must come back exactly as typed. */
export const legitimateHostileText = fc
  .tuple(
    fc.constantFrom(...MARKUP, ...SQL_INJECTION, '<b>negrito</b> & "aspas" \'simples\''),
    fc.string({ maxLength: 20 }),
  )
  .map(([danger, tail]) =>
    `${danger} ${[...tail].filter((ch) => ch >= ' ' && ch !== '\u007f').join('')}`.trim(),
  );
