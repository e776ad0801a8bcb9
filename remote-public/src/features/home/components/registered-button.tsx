import { useState } from 'react';
import { Button } from '@usb/ui/core';
import { useNavigate } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { paths } from '../../../lib/paths';

/**
 * The entry button of an event the user's patrol is registered for: it looks like a disabled
 * 'Tilmeldt', and reads 'Vis' (and opens the event) on hover or keyboard focus. A real disabled
 * button would get no hover or click, so it only looks disabled until then.
 */
export function RegisteredButton({ battleID }: { battleID: string }) {
  const navigate = useNavigate();
  const [active, setActive] = useState(false);
  return (
    <Button
      aria-label={`${messages.home.registered} - ${messages.home.show}`}
      type={active ? 'default' : 'dashed'}
      style={active ? undefined : { color: 'rgba(0, 0, 0, 0.6)', cursor: 'default' }}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={() => setActive(false)}
      onClick={() => navigate(paths.battle(battleID))}
    >
      {active ? messages.home.show : messages.home.registered}
    </Button>
  );
}
