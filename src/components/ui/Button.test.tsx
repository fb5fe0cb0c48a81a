import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { render, screen } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it.each(['primary', 'secondary', 'quiet'] as const)(
    '%s is a named button with no axe violations',
    async (variant) => {
      const { container } = render(<Button variant={variant}>Skicka</Button>);
      expect(screen.getByRole('button', { name: 'Skicka' })).toBeInTheDocument();
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('presses by keyboard and not while disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(<Button onPress={onPress}>Skicka</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
    rerender(
      <Button onPress={onPress} isDisabled>
        Skicka
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
