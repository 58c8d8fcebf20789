import path from 'node:path';

/**
 * File names in kebab-case ("appointment-card.tsx", "use-inbox.ts"), so a name is found by one
 * spelling. Dots separate the kind of file ("hospital.routes.ts", "auth-callback-page.test.tsx").
 */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'file names in kebab-case' },
    schema: [],
    messages: { notKebab: 'File name "{{name}}" is not kebab-case.' },
  },
  create(context) {
    const name = path.basename(context.filename);
    const parts = name.split('.').slice(0, -1);
    return {
      Program(node) {
        if (parts.length === 0 || parts.every((part) => KEBAB.test(part))) return;
        context.report({ node, messageId: 'notKebab', data: { name } });
      },
    };
  },
};
