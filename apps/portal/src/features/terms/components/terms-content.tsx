import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { TERMS_EFFECTIVE, TERMS_SECTIONS } from './terms-sections';

/**
 * Jumps to a section without adding a history entry (so Back still leaves the page) and moves
 * focus to its heading for keyboard and screen-reader users.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The terms with a table of contents whose links jump to each section's heading. */
export function TermsContent() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Creator Terms of Use
        </Title>
        <Text fw={600}>{TERMS_EFFECTIVE}</Text>
      </Stack>
      <nav aria-labelledby="terms-contents">
        <Title order={2} size="h4" id="terms-contents" mb="xs">
          Contents
        </Title>
        <List spacing={4} listStyleType="none" withPadding={false}>
          {TERMS_SECTIONS.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
                {section.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {TERMS_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <Title
            order={2}
            size="h4"
            id={section.id}
            mb="xs"
            tabIndex={-1}
            style={{ scrollMarginTop: 16 }}
          >
            {section.title}
          </Title>
          <Stack gap="sm">
            {section.paragraphs.map((p) => (
              <Text key={p.slice(0, 40)}>{p}</Text>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
