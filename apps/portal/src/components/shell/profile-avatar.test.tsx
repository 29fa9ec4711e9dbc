import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileAvatar } from './profile-avatar';

describe('ProfileAvatar', () => {
  it('shows the picture with its alt text', () => {
    render(<ProfileAvatar src="/files/me.jpg" name="Maya Lopez" alt="Profile picture of Maya" />);
    expect(screen.getByRole('img', { name: 'Profile picture of Maya' })).toHaveAttribute(
      'src',
      '/files/me.jpg',
    );
  });

  it('shows the initials, titled with the alt text, when there is no picture', () => {
    render(<ProfileAvatar src={null} name="Noah Reed" alt="Profile picture of Noah" />);
    expect(screen.getByTitle('Profile picture of Noah')).toHaveTextContent('NR');
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<ProfileAvatar src="/files/gone.jpg" name="casey" alt="Profile picture of casey" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTitle('Profile picture of casey')).toHaveTextContent('CA');
  });
});
