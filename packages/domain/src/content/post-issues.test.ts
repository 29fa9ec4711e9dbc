import { describe, expect, it } from 'vitest';
import { POST_ISSUES, postIssues } from './post-issues';

const requirements = {
  requires_caption: true,
  required_hashtags: ['ad', 'glow'],
  required_screen_names: ['glowbotanics'],
};
const post = {
  caption: 'Loving it #ad #glow @glowbotanics',
  link: 'https://ig/p/1',
  posted_at: 2_000,
};
const context = { requirements, flight_start: 1_000, submittedLinks: [] as string[] };

describe('postIssues', () => {
  it('finds nothing wrong with a post holding every tag, after the flight start', () => {
    expect(postIssues(post, context)).toEqual([]);
  });

  it('lists missing tags', () => {
    expect(postIssues({ ...post, caption: 'Loving it #ad' }, context)).toEqual([
      'Missing: #glow, @glowbotanics',
    ]);
  });

  it('ignores the caption when the campaign requires none', () => {
    const none = { ...context, requirements: { ...requirements, requires_caption: false } };
    expect(postIssues({ ...post, caption: '' }, none)).toEqual([]);
  });

  it('flags a post published before the flight started', () => {
    expect(postIssues({ ...post, posted_at: 999 }, context)).toEqual([POST_ISSUES.beforeFlight]);
    expect(postIssues({ ...post, posted_at: 999 }, { ...context, flight_start: null })).toEqual([]);
  });

  it('flags a post already submitted', () => {
    expect(postIssues(post, { ...context, submittedLinks: [post.link] })).toEqual([
      POST_ISSUES.alreadySubmitted,
    ]);
  });

  it('lists every issue at once', () => {
    const issues = postIssues(
      { ...post, caption: '', posted_at: 0 },
      { ...context, submittedLinks: [post.link] },
    );
    expect(issues).toHaveLength(3);
  });
});
