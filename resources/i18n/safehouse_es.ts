<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>HomeScreen</name>
        <message>
            <location filename="../../ui/home.py" line="70" />
            <source>About</source>
            <translation>Acerca de</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="52" />
            <source>Coached first games, step by step</source>
            <translation>Primeras partidas guiadas, paso a paso</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="49" />
            <source>Find a table on this network</source>
            <translation>Busca una mesa en esta red</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="48" />
            <source>Friends join from their computers</source>
            <translation>Tus amigos se unen desde sus ordenadores</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="48" />
            <source>Host a LAN table</source>
            <translation>Abrir una mesa en red local</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="47" />
            <source>Hot-seat</source>
            <translation>Por turnos en una pantalla</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="54" />
            <source>How each game is played</source>
            <translation>Cómo se juega a cada juego</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="49" />
            <source>Join a LAN table</source>
            <translation>Unirse a una mesa en red local</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="52" />
            <source>Learn to play</source>
            <translation>Aprende a jugar</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="47" />
            <source>Pass one screen around the room</source>
            <translation>Pasad una pantalla de mano en mano</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="50" />
            <source>Pick up where you stopped</source>
            <translation>Sigue donde lo dejaste</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="46" />
            <source>Play solo</source>
            <translation>Jugar en solitario</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="68" />
            <source>Quit</source>
            <translation>Salir</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="50" />
            <source>Resume a saved game</source>
            <translation>Reanudar una partida guardada</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="54" />
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="31" />
            <source>Safehouse</source>
            <translation>Safehouse</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="55" />
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="51" />
            <source>Step through a finished game</source>
            <translation>Repasa paso a paso una partida terminada</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="33" />
            <source>The Resistance · Avalon · Bodyguard — at one table, on your LAN, or against bots</source>
            <translation>La Resistencia · Avalon · Guardaespaldas — en una mesa, en tu red local o contra bots</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="51" />
            <source>Watch a replay</source>
            <translation>Ver una repetición</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="46" />
            <source>You and bots at a table</source>
            <translation>Tú y varios bots en una mesa</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="53" />
            <source>Your games</source>
            <translation>Tus partidas</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="55" />
            <source>Your name, speed, language</source>
            <translation>Tu nombre, velocidad, idioma</translation>
        </message>
        <message>
            <location filename="../../ui/home.py" line="53" />
            <source>Your wins, and every game to replay</source>
            <translation>Tus victorias, y cada partida para repetir</translation>
        </message>
    </context>
    <context>
        <name>HostSetupDialog</name>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="22" />
            <source>%1's table</source>
            <translation>Mesa de %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="69" />
            <source>Exactly one seat is yours: the others are open for players on the network, or bots.</source>
            <translation>Exactamente un asiento es tuyo: los demás quedan libres para jugadores de la red, o para bots.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="73" />
            <source>Give the table a name, so the others can find it.</source>
            <translation>Ponle nombre a la mesa para que los demás la encuentren.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="33" />
            <source>Hold their seat 1 minute, then a bot plays it</source>
            <translation>Guardar su asiento 1 minuto; después juega un bot</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="34" />
            <source>Hold their seat 3 minutes, then a bot plays it</source>
            <translation>Guardar su asiento 3 minutos; después juega un bot</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="19" />
            <source>Host a LAN table</source>
            <translation>Abrir una mesa en red local</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="39" />
            <source>If a player drops</source>
            <translation>Si un jugador se desconecta</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="29" />
            <source>None — anyone on this network may join</source>
            <translation>Ninguna: cualquiera en esta red puede unirse</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="20" />
            <source>Open the table</source>
            <translation>Abrir la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="51" />
            <source>Open — a player on the network</source>
            <translation>Libre: un jugador de la red</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="38" />
            <source>Password</source>
            <translation>Contraseña</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="22" />
            <source>Safehouse table</source>
            <translation>Mesa de Safehouse</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="24" />
            <location filename="../../ui/lan/host_setup.py" line="37" />
            <source>Table name</source>
            <translation>Nombre de la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="30" />
            <source>Table password</source>
            <translation>Contraseña de la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="56" />
            <source>The player's own name</source>
            <translation>El nombre del propio jugador</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="71" />
            <source>Two seats have the same name: give everyone a different one.</source>
            <translation>Dos asientos tienen el mismo nombre: dale a cada uno uno distinto.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="35" />
            <source>Wait for them, however long it takes</source>
            <translation>Esperarle lo que haga falta</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="32" />
            <source>When a player drops out</source>
            <translation>Cuando un jugador se desconecta</translation>
        </message>
        <message>
            <location filename="../../ui/lan/host_setup.py" line="50" />
            <source>You (the host)</source>
            <translation>Tú (anfitrión)</translation>
        </message>
    </context>
    <context>
        <name>OptionsPanel</name>
        <message>
            <location filename="../../ui/option_widgets.py" line="88" />
            <source>Evil</source>
            <translation>Malvados</translation>
        </message>
        <message>
            <location filename="../../ui/option_widgets.py" line="88" />
            <source>Good</source>
            <translation>Leales</translation>
        </message>
        <message>
            <location filename="../../ui/option_widgets.py" line="62" />
            <source>This game has no options.</source>
            <translation>Este juego no tiene opciones.</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <location filename="../../ui/translation.py" line="27" />
            <source>&amp;No</source>
            <translation>&amp;No</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="27" />
            <source>&amp;Yes</source>
            <translation>&amp;Sí</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="25" />
            <source>Apply</source>
            <translation>Aplicar</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="24" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="24" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="26" />
            <source>Discard</source>
            <translation>Descartar</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="26" />
            <source>Help</source>
            <translation>Ayuda</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="24" />
            <source>OK</source>
            <translation>Aceptar</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="25" />
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="26" />
            <source>Reset</source>
            <translation>Restablecer</translation>
        </message>
        <message>
            <location filename="../../ui/translation.py" line="25" />
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
    </context>
    <context>
        <name>SetupDialog</name>
        <message>
            <location filename="../../ui/setup_dialog.py" line="250" />
            <source>At least one seat must be a person at this screen.</source>
            <translation>Al menos un asiento debe ser una persona en esta pantalla.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="185" />
            <source>Bot — %1</source>
            <translation>Bot — %1</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="90" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="147" />
            <source>Custom</source>
            <translation>Personalizada</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="61" />
            <source>Each bot as chosen below</source>
            <translation>Cada bot como se elija abajo</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="63" />
            <source>Every bot: %1</source>
            <translation>Todos los bots: %1</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="95" />
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="60" />
            <source>Level of every bot</source>
            <translation>Nivel de todos los bots</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="179" />
            <source>Name of seat %1</source>
            <translation>Nombre del asiento %1</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="26" />
            <source>New game</source>
            <translation>Nueva partida</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="48" />
            <source>Number of players</source>
            <translation>Número de jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="106" />
            <source>Options</source>
            <translation>Opciones</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="183" />
            <source>Person at this screen</source>
            <translation>Persona en esta pantalla</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="55" />
            <source>Players</source>
            <translation>Jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="50" />
            <location filename="../../ui/setup_dialog.py" line="56" />
            <source>Preset</source>
            <translation>Configuración</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="100" />
            <source>Seats</source>
            <translation>Asientos</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="87" />
            <source>Start the game</source>
            <translation>Empezar la partida</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="252" />
            <source>Two seats have the same name: give everyone a different one.</source>
            <translation>Dos asientos tienen el mismo nombre: dale a cada uno uno distinto.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="182" />
            <source>Who plays seat %1</source>
            <translation>Quién juega en el asiento %1</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../../ui/table/table_view.py" line="24" />
            <source>Game table</source>
            <translation>Mesa de juego</translation>
        </message>
    </context>
    <context>
        <name>about</name>
        <message>
            <location filename="../../ui/about_dialog.py" line="18" />
            <source>About Safehouse</source>
            <translation>Acerca de Safehouse</translation>
        </message>
        <message>
            <location filename="../../ui/about_dialog.py" line="21" />
            <source>Hidden-role table games: The Resistance, Avalon and Bodyguard.</source>
            <translation>Juegos de mesa de roles ocultos: The Resistance, Avalon y Bodyguard.</translation>
        </message>
        <message>
            <location filename="../../ui/about_dialog.py" line="23" />
            <source>Qt %1 (PySide6 %2), Python %3</source>
            <translation>Qt %1 (PySide6 %2), Python %3</translation>
        </message>
        <message>
            <location filename="../../ui/about_dialog.py" line="19" />
            <source>Safehouse %1</source>
            <translation>Safehouse %1</translation>
        </message>
    </context>
    <context>
        <name>chat</name>
        <message>
            <location filename="../../ui/chat.py" line="29" />
            <source>Chat message</source>
            <translation>Mensaje de chat</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="23" />
            <source>Chat messages</source>
            <translation>Mensajes del chat</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="28" />
            <source>Say something to the table…</source>
            <translation>Di algo a la mesa…</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="31" />
            <source>Send</source>
            <translation>Enviar</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="69" />
            <source>Slow down a little: wait a moment before the next message.</source>
            <translation>Más despacio: espera un momento antes del siguiente mensaje.</translation>
        </message>
        <message>
            <location filename="../../ui/chat.py" line="19" />
            <source>Table chat</source>
            <translation>Chat de la mesa</translation>
        </message>
    </context>
    <context>
        <name>crash</name>
        <message>
            <location filename="../../ui/crash_dialog.py" line="57" />
            <source>Copied</source>
            <translation>Copiado</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="44" />
            <source>Copy details</source>
            <translation>Copiar detalles</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="38" />
            <source>If you report this problem, paste the details into your report.</source>
            <translation>Si informas de este problema, pega los detalles en tu informe.</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="45" />
            <source>Open the log folder</source>
            <translation>Abrir la carpeta de registros</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="29" />
            <source>Safehouse ran into a problem</source>
            <translation>Safehouse ha tenido un problema</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="31" />
            <source>Something went wrong: %1</source>
            <translation>Algo ha salido mal: %1</translation>
        </message>
        <message>
            <location filename="../../ui/crash_dialog.py" line="34" />
            <source>The log is saved in %1</source>
            <translation>El registro está guardado en %1</translation>
        </message>
    </context>
    <context>
        <name>curtain</name>
        <message>
            <location filename="../../ui/curtain.py" line="53" />
            <source>Everyone else, look away. %1 has a secret choice to make.</source>
            <translation>Los demás, mirad hacia otro lado. %1 tiene que tomar una decisión secreta.</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="49" />
            <source>Everyone else, look away. %1 wants to check their secret role.</source>
            <translation>Los demás, mirad hacia otro lado. %1 quiere volver a ver su rol secreto.</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="51" />
            <source>Everyone else, look away. %1 will see their secret role.</source>
            <translation>Los demás, mirad hacia otro lado. %1 va a ver su rol secreto.</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="54" />
            <source>I am %1 — show my screen</source>
            <translation>Soy %1: muestra mi pantalla</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="31" />
            <source>Not now</source>
            <translation>Ahora no</translation>
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="47" />
            <source>Pass the screen to %1</source>
            <translation>Pasa la pantalla a %1</translation>
        </message>
    </context>
    <context>
        <name>decide</name>
        <message>
            <location filename="../../ui/decisions.py" line="114" />
            <source>%1 suggests %2</source>
            <translation>%1 sugiere a %2</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="20" />
            <source>%1, one last name: who else, and which role?</source>
            <translation>%1, un último nombre: ¿quién más, y con qué rol?</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="18" />
            <source>%1, take your shot: one name decides the game</source>
            <translation>%1, dispara: un solo nombre decide la partida</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="22" />
            <source>%1, your turn: play one card</source>
            <translation>%1, es tu turno: juega una carta</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="104" />
            <source>Choose one shot:</source>
            <translation>Elige un disparo:</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="55" />
            <source>Establish Confidence is yours to use: pick whom you show your character card to.</source>
            <translation>Establecer confianza la usas tú: elige a quién enseñas tu carta de personaje.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="74" />
            <source>Everyone answers at once, so nobody learns who could accuse.</source>
            <translation>Todos responden a la vez, así nadie sabe quién podía acusar.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="84" />
            <source>Evil shoots together: suggest a target to %1, who takes the shot, or pass.</source>
            <translation>El Mal dispara en equipo: sugiere un objetivo a %1, que hará el disparo, o pasa.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="63" />
            <source>Give the Investigator token to another player: they will investigate someone.</source>
            <translation>Da la ficha de Investigador a otro jugador: investigará a alguien.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="95" />
            <source>Good has won three missions. Only your shot can still win the game for evil.</source>
            <translation>El Bien ha ganado tres misiones. Solo tu disparo puede aún dar la victoria al Mal.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="102" />
            <source>Hunt the Cleric: name the Cleric, then one more player and their role.</source>
            <translation>Caza al Clérigo: nombra al Clérigo y después a otro jugador y su rol.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="126" />
            <source>In the Spotlight: name one team member; their mission card is played face up.</source>
            <translation>En el punto de Mira: nombra a un miembro del equipo; su carta de misión se juega boca arriba.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="65" />
            <source>Investigate a player who is not on the team: they must show you a loyalty card.</source>
            <translation>Investiga a un jugador que no esté en el equipo: debe mostrarte una carta de lealtad.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="127" />
            <source>Keeping a Close Eye on You: privately look at one team member's mission card.</source>
            <translation>Vigilancia estrecha: mira en secreto la carta de misión de un miembro del equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="98" />
            <source>Name Merlin: evil wins if you are right.</source>
            <translation>Nombra a Merlín: el Mal gana si aciertas.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="100" />
            <source>Name both lovers, Tristan and Isolde: evil wins only if both are right.</source>
            <translation>Nombra a los dos amantes, Tristan e Isolde: el Mal gana solo si aciertas ambos.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="71" />
            <source>Name the rival Chief: a correct accusation wins the game for your side.</source>
            <translation>Nombra al Jefe rival: una acusación correcta da la victoria a tu bando.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="125" />
            <source>No Confidence: the approved team counts as rejected and the lead passes on.</source>
            <translation>Sin confianza: el equipo aprobado cuenta como rechazado y el liderazgo pasa al siguiente.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="59" />
            <source>Open Up: show your own character card to one player of your choice (the Leader too).</source>
            <translation>Compartir opinión: enseña tu carta de personaje a un jugador a tu elección (también al Líder).</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="57" />
            <source>Overheard Conversation: look at the character card of a neighbour on your left or right.</source>
            <translation>Comunicación Intervenida: mira la carta de personaje de tu vecino de la izquierda o de la derecha.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="51" />
            <source>Play it now, or pass: a pass holds the card for a later chance.</source>
            <translation>Juégala ahora o pasa: si pasas, guardas la carta para otra ocasión.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="124" />
            <source>Strong Leader: become the Leader yourself, before the Leader acts.</source>
            <translation>Líder Fuerte: pasa a ser tú el Líder, antes de que el Líder actúe.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="61" />
            <source>Take Responsibility: take one plot card lying in front of another player.</source>
            <translation>Asumir responsabilidad: toma una carta de Complot que esté delante de otro jugador.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="87" />
            <source>The Cleric is found. Now name one more player and their role: both right and evil wins; one wrong and good wins.</source>
            <translation>Has encontrado al Clérigo. Ahora nombra a otro jugador y su rol: si aciertas ambos gana el Mal; si fallas uno, gana el Bien.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="92" />
            <source>The Resistance has won three missions. Name the Commander and the spies win instead.</source>
            <translation>La Resistencia ha ganado tres misiones. Nombra al Comandante y ganarán los Espías.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="67" />
            <source>You are being investigated: show the investigator one of the cards you may show.</source>
            <translation>Te están investigando: enseña al investigador una de las cartas que puedes mostrar.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="53" />
            <source>You drew plot cards as Leader: give each one to another player (nobody gets two).</source>
            <translation>Como Líder has robado cartas de Complot: da cada una a otro jugador (nadie recibe dos).</translation>
        </message>
        <message>
            <source>You drew plot cards as Leader: give each one to another player (nobody gets two). Establish Confidence is yours to use: pick whom you show your character card to.</source>
            <translation type="vanished">Como Líder has robado cartas de Complot: da cada una a otro jugador (nadie recibe dos). Establecer confianza la usas tú: elige a quién enseñas tu carta de personaje.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="72" />
            <source>You may accuse: %1.</source>
            <translation>Puedes acusar a: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="112" />
            <source>You may name anyone not known to be on your side: %1.</source>
            <translation>Puedes nombrar a cualquiera que no sepas de tu bando: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="117" />
            <source>Your team: %1.</source>
            <translation>Tu equipo: %1.</translation>
        </message>
    </context>
    <context>
        <name>end</name>
        <message>
            <source>%1 points (%2 × 2)</source>
            <translation type="vanished">%1 puntos (%2 × 2)</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="105" />
            <location filename="../../ui/reveal_director.py" line="114" />
            <source>%1 win!</source>
            <translation>¡Ganan %1!</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="103" />
            <location filename="../../ui/reveal_director.py" line="112" />
            <source>%1 wins!</source>
            <translation>¡%1 gana!</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="146" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/end_panel.py" line="132" />
            <source>%n points (%1 × 2)</source>
            <translation>
                <numerusform>%n punto (%1 × 2)</numerusform>
                <numerusform>%n puntos (%1 × 2)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="57" />
            <source>Back to the home screen</source>
            <translation>Volver a la pantalla de inicio</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="147" />
            <source>Missions — %1</source>
            <translation>Misiones — %1</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="49" />
            <source>Rematch</source>
            <translation>Revancha</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="54" />
            <source>Review the game</source>
            <translation>Revisar la partida</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="142" />
            <source>Scores: %1</source>
            <translation>Puntuaciones: %1</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="55" />
            <source>The coach's belief round by round, and what the expert would have done at the key moments</source>
            <translation>Lo que creía el entrenador ronda a ronda, y lo que habría hecho el experto en los momentos clave</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="103" />
            <location filename="../../ui/end_panel.py" line="105" />
            <location filename="../../ui/reveal_director.py" line="112" />
            <location filename="../../ui/reveal_director.py" line="115" />
            <source>The game is over</source>
            <translation>La partida ha terminado</translation>
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="52" />
            <location filename="../../ui/tutorial_screen.py" line="187" />
            <source>Watch the replay</source>
            <translation>Ver la repetición</translation>
        </message>
    </context>
    <context>
        <name>game</name>
        <message>
            <location filename="../../ui/game_screen.py" line="308" />
            <source>%1, this is your secret information. Hide it when you are done.</source>
            <translation>%1, esta es tu información secreta. Ocúltala cuando termines.</translation>
        </message>
        <message>
            <location filename="../../ui/decisions.py" line="23" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="182" />
            <source>At this screen</source>
            <translation>En esta pantalla</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="178" />
            <source>Bot · %1</source>
            <translation>Bot · %1</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="109" />
            <source>Faster bots</source>
            <translation>Bots más rápidos</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="98" />
            <source>Hide my screen</source>
            <translation>Ocultar mi pantalla</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="113" />
            <source>Leave the table</source>
            <translation>Dejar la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="102" />
            <source>Look at your secret role again (the screen goes behind the curtain first)</source>
            <translation>Vuelve a ver tu rol secreto (antes la pantalla pasa detrás de la cortina)</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="101" />
            <source>Peek at my role</source>
            <translation>Ver mi rol</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="322" />
            <source>Sent. Waiting for the table…</source>
            <translation>Enviado. Esperando a la mesa…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="171" />
            <source>Setting up the table…</source>
            <translation>Preparando la mesa…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="93" />
            <source>Vote history</source>
            <translation>Historial de votos</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="304" />
            <source>Waiting for %1…</source>
            <translation>Esperando a %1…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="313" />
            <source>Waiting for: %1</source>
            <translation>Esperando a: %1</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="306" />
            <source>Waiting…</source>
            <translation>Esperando…</translation>
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="180" />
            <source>You</source>
            <translation>Tú</translation>
        </message>
    </context>
    <context>
        <name>join</name>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="169" />
            <source>%1 of %2 free</source>
            <translation>%1 de %2 libres</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="168" />
            <source>(no name)</source>
            <translation>(sin nombre)</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="69" />
            <source>Access</source>
            <translation>Acceso</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="118" />
            <source>Back to the home screen</source>
            <translation>Volver a la pantalla de inicio</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="189" />
            <source>Between games</source>
            <translation>Entre partidas</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="209" />
            <source>Every seat is taken: you can watch.</source>
            <translation>Todos los asientos están ocupados: puedes mirar.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="68" />
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="50" />
            <source>Join a LAN table</source>
            <translation>Unirse a una mesa en red local</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="258" />
            <source>Joining…</source>
            <translation>Uniéndote…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="82" />
            <location filename="../../ui/lan/join_screen.py" line="180" />
            <source>Looking for tables on this network…</source>
            <translation>Buscando mesas en esta red…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="59" />
            <source>Only for a table that asks for one</source>
            <translation>Solo si la mesa la pide</translation>
        </message>
        <message>
            <source>Only for a table with 🔒</source>
            <translation type="vanished">Solo para una mesa con 🔒</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="195" />
            <source>Open</source>
            <translation>Abierta</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="99" />
            <source>Or join by address</source>
            <translation>O únete por dirección</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="63" />
            <location filename="../../ui/lan/join_screen.py" line="195" />
            <source>Password</source>
            <translation>Contraseña</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="187" />
            <source>Playing</source>
            <translation>Jugando</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="68" />
            <source>Seats</source>
            <translation>Asientos</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="69" />
            <source>Status</source>
            <translation>Estado</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="68" />
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="103" />
            <source>Table address</source>
            <translation>Dirección de la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="60" />
            <source>Table password</source>
            <translation>Contraseña de la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="181" />
            <source>Tables appear and update here as they open and fill.</source>
            <translation>Las mesas aparecen y se actualizan aquí a medida que se abren y se llenan.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="74" />
            <source>Tables found on this network</source>
            <translation>Mesas encontradas en esta red</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="65" />
            <source>Tables on this network</source>
            <translation>Mesas en esta red</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="89" />
            <location filename="../../ui/lan/join_screen.py" line="105" />
            <source>Take a seat</source>
            <translation>Sentarse</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="102" />
            <source>The address the host shows, e.g. 192.168.1.20:52000</source>
            <translation>La dirección que muestra el anfitrión, p. ej. 192.168.1.20:52000</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="154" />
            <source>This computer cannot look for tables on the network right now. Join by address instead.</source>
            <translation>Este ordenador no puede buscar mesas en la red ahora mismo. Únete por dirección.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="223" />
            <source>This table has a password: type it above.</source>
            <translation>Esta mesa tiene contraseña: escríbela arriba.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="206" />
            <source>This table runs a different version of Safehouse (protocol %1; this copy speaks %2). Install the same version as the host to join it.</source>
            <translation>Esta mesa usa otra versión de Safehouse (protocolo %1; esta copia usa el %2). Instala la misma versión que el anfitrión para unirte.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="252" />
            <source>Type your name first: the table shows it to everyone.</source>
            <translation>Escribe primero tu nombre: la mesa lo muestra a todos.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="190" />
            <source>Waiting for players</source>
            <translation>Esperando jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="92" />
            <location filename="../../ui/lan/join_screen.py" line="107" />
            <source>Watch</source>
            <translation>Mirar</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="55" />
            <location filename="../../ui/lan/join_screen.py" line="62" />
            <source>Your name</source>
            <translation>Tu nombre</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="54" />
            <source>Your name at the table</source>
            <translation>Tu nombre en la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/join_screen.py" line="194" />
            <source>✕ Other version</source>
            <translation>✕ Otra versión</translation>
        </message>
        <message>
            <source>🔒 Password</source>
            <translation type="vanished">🔒 Contraseña</translation>
        </message>
    </context>
    <context>
        <name>lan</name>
        <message>
            <source>%1 bot</source>
            <translation type="vanished">%1 bot</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="93" />
            <source>%1 watching</source>
            <translation>%1 mirando</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="16" />
            <source>A game is being played at this table right now.</source>
            <translation>Ahora mismo se está jugando una partida en esta mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="64" />
            <location filename="../../ui/lan/in_game.py" line="74" />
            <source>At the table</source>
            <translation>En la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="74" />
            <source>At the table — last known</source>
            <translation>En la mesa — último estado conocido</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="19" />
            <source>Away — a bot plays for now</source>
            <translation>Ausente: de momento juega un bot</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="22" />
            <source>Away — seat held</source>
            <translation>Ausente: asiento guardado</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="144" />
            <source>Back at the table.</source>
            <translation>De vuelta en la mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="44" />
            <source>Between games</source>
            <translation>Entre partidas</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="35" />
            <source>Bot %1</source>
            <translation>Bot %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="17" />
            <source>Bot · %1</source>
            <translation>Bot · %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="11" />
            <source>Choose a name with at least one letter or digit.</source>
            <translation>Elige un nombre con al menos una letra o un dígito.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="21" />
            <source>Connected</source>
            <translation>Conectado</translation>
        </message>
        <message>
            <source>Every seat at this table is taken. You can still watch.</source>
            <translation type="vanished">Todos los asientos de esta mesa están ocupados. Aún puedes mirar.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="40" />
            <source>Leave the table</source>
            <translation>Dejar la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="21" />
            <source>No Safehouse table answered at that address.</source>
            <translation>Ninguna mesa de Safehouse respondió en esa dirección.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="15" />
            <source>Open seat</source>
            <translation>Asiento libre</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="42" />
            <source>Playing</source>
            <translation>Jugando</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="36" />
            <source>Seat %1</source>
            <translation>Asiento %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="33" />
            <source>Seat %1 — free</source>
            <translation>Asiento %1: libre</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="23" />
            <source>Slow down a little: too many messages at once.</source>
            <translation>Más despacio: demasiados mensajes a la vez.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="13" />
            <source>Someone else just took that seat. Pick another one.</source>
            <translation>Alguien acaba de ocupar ese asiento. Elige otro.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="24" />
            <source>That is not possible for your own seat.</source>
            <translation>Eso no es posible en tu propio asiento.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="14" />
            <source>That password is not right for this table.</source>
            <translation>Esa contraseña no es la de esta mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="20" />
            <source>That seat does not exist.</source>
            <translation>Ese asiento no existe.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="10" />
            <source>That seat is still connected from another window or computer.</source>
            <translation>Ese asiento sigue conectado desde otra ventana u otro ordenador.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="12" />
            <source>The host cannot save the game (its disk may be full), so the table has stopped. Nothing already played is lost.</source>
            <translation>El anfitrión no puede guardar la partida (puede que su disco esté lleno), así que la mesa se ha detenido. No se pierde nada de lo ya jugado.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="21" />
            <location filename="../../ui/lan/refusals.py" line="18" />
            <source>The host closed the table.</source>
            <translation>El anfitrión cerró la mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="17" />
            <source>The host gave your seat to someone else.</source>
            <translation>El anfitrión dio tu asiento a otra persona.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="21" />
            <source>The host is not answering.</source>
            <translation>El anfitrión no responde.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="26" />
            <source>The table refused: %1</source>
            <translation>La mesa lo rechazó: %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="9" />
            <source>This table has no room left: every seat, or every place to watch, is taken.</source>
            <translation>En esta mesa ya no queda sitio: todos los asientos, o todos los puestos de espectador, están ocupados.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="15" />
            <source>This table runs a different version of Safehouse. Use the same version as the host to join.</source>
            <translation>Esta mesa usa otra versión de Safehouse. Usa la misma versión que el anfitrión para unirte.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="22" />
            <source>Type the address as the host shows it, for example 192.168.1.20:52000.</source>
            <translation>Escribe la dirección tal como la muestra el anfitrión, por ejemplo 192.168.1.20:52000.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="45" />
            <source>Waiting for players</source>
            <translation>Esperando jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="91" />
            <location filename="../../ui/lan/in_game.py" line="128" />
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="19" />
            <source>Your seat at this table is no longer yours.</source>
            <translation>Ese asiento de la mesa ya no es tuyo.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="22" />
            <source>Your seat is kept: you will be back at the table by yourself as soon as the host reopens it.</source>
            <translation>Tu asiento se guarda: volverás a la mesa tú solo en cuanto el anfitrión la vuelva a abrir.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/in_game.py" line="18" />
            <source>◌ Connection lost — reconnecting to the table…</source>
            <translation>◌ Conexión perdida: reconectando con la mesa…</translation>
        </message>
    </context>
    <context>
        <name>lobby</name>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="134" />
            <source> (you)</source>
            <translation> (tú)</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="140" />
            <source>%1 watching</source>
            <translation>%1 mirando</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="125" />
            <source>%1 · %2 players · %3</source>
            <translation>%1 · %2 jugadores · %3</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="165" />
            <source>Announcing the table on this network…</source>
            <translation>Anunciando la mesa en esta red…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="189" />
            <source>Change seat %1</source>
            <translation>Cambiar el asiento %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="199" />
            <source>Change the bot</source>
            <translation>Cambiar el bot</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="188" />
            <source>Change…</source>
            <translation>Cambiar…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="78" />
            <source>Close the table</source>
            <translation>Cerrar la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="74" />
            <source>Fill open seats with bots</source>
            <translation>Llenar los asientos libres con bots</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="78" />
            <source>Leave the table</source>
            <translation>Dejar la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="165" />
            <source>Listed on this network.</source>
            <translation>Visible en esta red.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="193" />
            <source>Move to seat</source>
            <translation>Cambiarse al asiento</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="203" />
            <source>Open the seat for a player</source>
            <translation>Dejar el asiento libre para un jugador</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="124" />
            <source>Open to everyone on this network</source>
            <translation>Abierta a todos en esta red</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="159" />
            <source>Opening the table…</source>
            <translation>Abriendo la mesa…</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="124" />
            <source>Password needed</source>
            <translation>Hace falta contraseña</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="47" />
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="166" />
            <source>Players can also join by address: %1</source>
            <translation>También se puede entrar por dirección: %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="199" />
            <source>Replace with a bot</source>
            <translation>Sustituir por un bot</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="47" />
            <source>Seat</source>
            <translation>Asiento</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="195" />
            <source>Seat %1</source>
            <translation>Asiento %1</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="52" />
            <source>Seats at the table</source>
            <translation>Asientos de la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="197" />
            <source>Send away (the seat opens)</source>
            <translation>Echar (el asiento queda libre)</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="184" />
            <source>Sit here</source>
            <translation>Sentarse aquí</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="76" />
            <source>Stand up and watch</source>
            <translation>Levantarse y mirar</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="71" />
            <source>Start the game</source>
            <translation>Empezar la partida</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="47" />
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="168" />
            <source>Table at %1</source>
            <translation>Mesa en %1</translation>
        </message>
        <message>
            <source>Waiting for %1 more players (or fill the seats with bots).</source>
            <translation type="vanished">Faltan %1 jugadores (o llena los asientos con bots).</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/lan/lobby_screen.py" line="149" />
            <source>Waiting for %n more players (or fill the seats with bots).</source>
            <translation>
                <numerusform>Falta %n jugador (o llena el asiento con un bot).</numerusform>
                <numerusform>Faltan %n jugadores (o llena los asientos con bots).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="143" />
            <source>You are watching. Pick a free seat to play.</source>
            <translation>Estás mirando. Elige un asiento libre para jugar.</translation>
        </message>
        <message>
            <location filename="../../ui/lan/lobby_screen.py" line="145" />
            <source>You sit in seat %1.</source>
            <translation>Estás en el asiento %1.</translation>
        </message>
        <message>
            <source>🔒 Password needed</source>
            <translation type="vanished">🔒 Hace falta contraseña</translation>
        </message>
    </context>
    <context>
        <name>log</name>
        <message>
            <location filename="../../ui/game_screen.py" line="55" />
            <source>%1 (you)</source>
            <translation>%1 (tú)</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="120" />
            <source>%1 accuses %2: %3.</source>
            <translation>%1 acusa a %2: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="113" />
            <source>%1 answers the investigation.</source>
            <translation>%1 responde a la investigación.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="42" />
            <source>%1 answers with Hardcore!</source>
            <translation>¡%1 responde con Núcleo duro!</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="44" />
            <source>%1 discards a card face down.</source>
            <translation>%1 descarta una carta boca abajo.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="89" />
            <source>%1 does not use %2: no card is switched.</source>
            <translation>%1 no usa %2: no se cambia ninguna carta.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="51" />
            <source>%1 drank the Deadly Martini and skips a turn.</source>
            <translation>%1 se bebió el Martini mortal y pierde un turno.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="68" />
            <source>%1 draws %2.</source>
            <translation>%1 roba: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="56" />
            <source>%1 gathers the roles to deal them again.</source>
            <translation>%1 recoge los roles para repartirlos de nuevo.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="70" />
            <location filename="../../ui/log_text.py" line="87" />
            <source>%1 gives %2 to %3.</source>
            <translation>%1 da %2 a %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="109" />
            <source>%1 gives the Investigator token to %2.</source>
            <translation>%1 da la ficha de Investigador a %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="111" />
            <source>%1 investigates %2.</source>
            <translation>%1 investiga a %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="39" />
            <source>%1 is cancelled.</source>
            <translation>%1 queda anulada.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="78" />
            <source>%1 is discarded without effect.</source>
            <translation>%1 se descarta sin efecto.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="69" />
            <source>%1 is eliminated by %2.</source>
            <translation>%2 elimina a %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="61" />
            <source>%1 now leads.</source>
            <translation>Ahora lidera %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="34" />
            <source>%1 places %2 on %3.</source>
            <translation>%1 coloca %2 a %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="85" />
            <source>%1 plays %2 face up.</source>
            <translation>%1 juega %2 boca arriba.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="36" />
            <location filename="../../ui/log_text.py" line="73" />
            <source>%1 plays %2 on %3.</source>
            <translation>%1 juega %2 sobre %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="74" />
            <source>%1 plays %2.</source>
            <translation>%1 juega %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="54" />
            <source>%1 plays Plan B and removes %2.</source>
            <translation>%1 juega Plan B y quita %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="60" />
            <source>%1 plays Strong Leader and takes the lead.</source>
            <translation>%1 juega Líder Fuerte y pasa a liderar.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="27" />
            <source>%1 proposes %2 for mission %3.</source>
            <translation>%1 propone a %2 para la misión %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="52" />
            <source>%1 receives the %2.</source>
            <translation>%1 recibe: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="117" />
            <source>%1 reveals: %2.</source>
            <translation>%1 se descubre: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="104" />
            <source>%1 shoots at %2.</source>
            <translation>%1 dispara a %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="107" />
            <source>%1 shoots at %2: %3.</source>
            <translation>%1 dispara a %2: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="115" />
            <source>%1 showed you: %2.</source>
            <translation>%1 te mostró: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="52" />
            <source>%1 skips a turn.</source>
            <translation>%1 pierde un turno.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="102" />
            <source>%1 suggests %2.</source>
            <translation>%1 sugiere a %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="40" />
            <source>%1 takes effect on %2.</source>
            <translation>%1 surte efecto sobre %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="91" />
            <source>%1 uses %2 to switch %3's mission card.</source>
            <translation>%1 usa %2 para cambiar la carta de misión de %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="54" />
            <source>%1 uses the %2 on %3.</source>
            <translation>%1 usa %2 sobre %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="127" />
            <source>%1 win: %2.</source>
            <translation>Victoria para %1: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="35" />
            <source>Everyone approves, yet the team is rejected.</source>
            <translation>Todos aprueban, pero el equipo queda rechazado.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="100" />
            <source>Evil reveals itself to choose the target together.</source>
            <translation>El Mal se descubre para elegir juntos el objetivo.</translation>
        </message>
        <message>
            <location filename="../../ui/game_log.py" line="17" />
            <source>Game log</source>
            <translation>Registro de la partida</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="94" />
            <source>Lancelot's loyalty card: %1.</source>
            <translation>Carta de lealtad de Lancelot: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="96" />
            <source>Lancelot's loyalty cards, in order: %1.</source>
            <translation>Cartas de lealtad de Lancelot, en orden: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="49" />
            <source>Mission %1 %2: %3 Success, %4 Fail.</source>
            <translation>La misión %1 %2: %3 Éxito, %4 Fracaso.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="125" />
            <source>Mission %1 now counts as %2.</source>
            <translation>La misión %1 cuenta ahora como %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="67" />
            <source>No rescue came.</source>
            <translation>No hubo rescate.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="64" />
            <source>Opinion Maker votes first: %1.</source>
            <translation>El Creador de opinión vota primero: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="44" />
            <source>Rejected teams this round: %1 of 5.</source>
            <translation>Equipos rechazados en esta ronda: %1 de 5.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="60" />
            <source>Rescue window! %1 is about to kill the President. Can the Bodyguard save them?</source>
            <translation>¡Ventana de rescate! %1 está a punto de matar al Presidente. ¿Podrá salvarlo el Guardaespaldas?</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="58" />
            <source>Role cards collected: %1.</source>
            <translation>Cartas de rol recogidas: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="72" />
            <source>Round over (%1). Roles: %2. Scores: %3.</source>
            <translation>Fin de la ronda (%1). Roles: %2. Puntuaciones: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="62" />
            <source>The Bodyguard rescues the President!</source>
            <translation>¡El Guardaespaldas rescata al Presidente!</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="27" />
            <source>The President deals the roles again.</source>
            <translation>El Presidente vuelve a repartir los roles.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="28" />
            <source>The President deals the secret roles.</source>
            <translation>El Presidente reparte los roles secretos.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="122" />
            <source>The Spy Hunter does not accuse early.</source>
            <translation>El Cazador Espía no acusa antes de tiempo.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="42" />
            <source>The fifth team goes ahead without a vote.</source>
            <translation>El quinto equipo sale sin votación.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="21" />
            <source>The game begins with %1 players. %2 leads first.</source>
            <translation>Empieza la partida con %1 jugadores. %2 es el primer Líder.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="22" />
            <source>The game begins: %1 rounds, everyone is President once.</source>
            <translation>Empieza la partida: %1 rondas, todos serán Presidente una vez.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="65" />
            <source>The game is over. Winner: %1.</source>
            <translation>La partida ha terminado. Gana: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="39" />
            <source>The team is %1. Approve: %2. Reject: %3.</source>
            <translation>El equipo queda %1. Aprueban: %2. Rechazan: %3.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="34" />
            <source>The team is approved by everyone.</source>
            <translation>Todos aprueban el equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="37" />
            <source>The team is rejected by everyone.</source>
            <translation>Todos rechazan el equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="98" />
            <source>Three missions succeeded. %1 takes aim.</source>
            <translation>Tres misiones con éxito. %1 apunta.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="46" />
            <source>You discarded %1.</source>
            <translation>Descartaste %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="48" />
            <source>You drew %1.</source>
            <translation>Robaste %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="81" />
            <source>You saw %1's card: %2.</source>
            <translation>Viste la carta de %1: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="56" />
            <source>You saw %1's loyalty: %2.</source>
            <translation>Viste la lealtad de %1: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="83" />
            <source>You saw %1's mission card: %2.</source>
            <translation>Viste la carta de misión de %1: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="30" />
            <source>You set aside: %1.</source>
            <translation>Dejaste aparte: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="32" />
            <source>Your role this round: %1.</source>
            <translation>Tu rol en esta ronda: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="23" />
            <source>Your role: %1.</source>
            <translation>Tu rol: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="124" />
            <source>a failure</source>
            <translation>un fracaso</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="106" />
            <source>a hit</source>
            <translation>acierto</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="106" />
            <source>a miss</source>
            <translation>fallo</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="124" />
            <source>a success</source>
            <translation>un éxito</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="38" />
            <source>approved</source>
            <translation>aprobado</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="48" />
            <source>failed</source>
            <translation>fracasó</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="38" />
            <source>rejected</source>
            <translation>rechazado</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="119" />
            <source>right</source>
            <translation>acierta</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="48" />
            <source>succeeded</source>
            <translation>tuvo éxito</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="119" />
            <source>wrong</source>
            <translation>falla</translation>
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="24" />
            <source>— Round %1 — %2 is President.</source>
            <translation>— Ronda %1 — %2 es Presidente.</translation>
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="25" />
            <source>— Round %1 — %2 leads.</source>
            <translation>— Ronda %1 — lidera %2.</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../../ui/main_window.py" line="307" />
            <source>Cannot replay this game</source>
            <translation>No se puede repetir esta partida</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="276" />
            <source>Cannot review this game</source>
            <translation>No se puede revisar esta partida</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="162" />
            <source>Keep playing</source>
            <translation>Seguir jugando</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="161" />
            <source>Leave the table</source>
            <translation>Dejar la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="158" />
            <source>Leave the table?</source>
            <translation>¿Dejar la mesa?</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="50" />
            <location filename="../../ui/main_window.py" line="89" />
            <source>Safehouse</source>
            <translation>Safehouse</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation type="vanished">Algo ha salido mal</translation>
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="159" />
            <source>The game is not over. Leave the table and go back to the home screen? You can resume it later from the home screen.</source>
            <translation>La partida no ha terminado. ¿Dejar la mesa y volver a la pantalla de inicio? Puedes reanudarla más tarde desde la pantalla de inicio.</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../ui/names.py" line="142" />
            <source>A Hunter accuses</source>
            <translation>Un Cazador acusa</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="134" />
            <source>A mission card may be switched</source>
            <translation>Se puede cambiar una carta de misión</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="163" />
            <source>A mission card you saw</source>
            <translation>Una carta de misión que viste</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="145" />
            <source>A player's turn</source>
            <translation>Turno de un jugador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="120" />
            <source>Accuse a player</source>
            <translation>Acusar a un jugador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="121" />
            <source>Accuse now?</source>
            <translation>¿Acusar ahora?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="141" />
            <source>An investigation</source>
            <translation>Una investigación</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="164" />
            <source>An investigation answer you saw</source>
            <translation>Una respuesta de investigación que viste</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="152" />
            <source>Answer</source>
            <translation>Respuesta</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="119" />
            <source>Answer the investigation</source>
            <translation>Responder a la investigación</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="95" />
            <location filename="../../ui/names.py" line="95" />
            <source>Answer with Hardcore?</source>
            <translation>¿Responder con Núcleo duro?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="157" />
            <source>Approve</source>
            <translation>Aprobar</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="19" />
            <source>Arthur's loyal servants against Mordred's minions — and Merlin must stay hidden. 5–10 players.</source>
            <translation>Los leales sirvientes de Arturo contra los secuaces de Mordred, y Merlín debe seguir oculto. De 5 a 10 jugadores.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Assassin</source>
            <translation>Asesino</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Blind Spy</source>
            <translation>Espía Ciego</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Body Guard</source>
            <translation>Guardaespaldas</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="15" />
            <location filename="../../ui/names.py" line="37" />
            <source>Bodyguard</source>
            <translation>Guardaespaldas</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Card</source>
            <translation>Carta</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="48" />
            <source>Chief</source>
            <translation>Jefe</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Chief Fail</source>
            <translation>Fracaso de Jefe</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="28" />
            <source>Cleric</source>
            <translation>Clérigo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="31" />
            <source>Commander</source>
            <translation>Comandante</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="35" />
            <source>Coordinator</source>
            <translation>Coordinador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="59" />
            <source>Deadly Martini</source>
            <translation>Martini mortal</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="36" />
            <source>Deep Agent</source>
            <translation>Agente Infiltrado</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Deep Cover</source>
            <translation>Agente Encubierto</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="59" />
            <source>Dirty Trick</source>
            <translation>Truco sucio</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="108" />
            <source>Discard a card</source>
            <translation>Descartar una carta</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="35" />
            <source>Dummy Agent</source>
            <translation>Agente Señuelo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="169" />
            <source>Easy</source>
            <translation>Fácil</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="51" />
            <source>Establish Confidence</source>
            <translation>Establecer confianza</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="125" />
            <source>Everyone votes on the team</source>
            <translation>Todos votan el equipo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="41" />
            <source>Evil</source>
            <translation>el Mal</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="55" />
            <source>Excalibur</source>
            <translation>Excalibur</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="170" />
            <source>Expert</source>
            <translation>Experto</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Fail</source>
            <translation>Fracaso</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="31" />
            <source>False Commander</source>
            <translation>Falso Comandante</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="152" />
            <source>From</source>
            <translation>De</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="117" />
            <source>Give the Investigator token</source>
            <translation>Dar la ficha de Investigador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="153" />
            <source>Give to</source>
            <translation>Dar a</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="41" />
            <source>Good</source>
            <translation>el Bien</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="109" />
            <source>Hand out the plot card</source>
            <translation>Entregar la carta de Complot</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="103" />
            <source>Hand over the token</source>
            <translation>Entregar la ficha</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="170" />
            <source>Hard</source>
            <translation>Difícil</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="60" />
            <source>Hardcore</source>
            <translation>Núcleo duro</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="153" />
            <source>Hit to remove</source>
            <translation>Golpe que quitar</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="92" />
            <source>Hunt the Cleric</source>
            <translation>Cazar al Clérigo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="53" />
            <source>In the Spotlight</source>
            <translation>En el punto de Mira</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="138" />
            <source>In the Spotlight can be played</source>
            <translation>Se puede jugar En el punto de Mira</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Inquisitor</source>
            <translation>Inquisidor</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="118" />
            <source>Investigate a player</source>
            <translation>Investigar a un jugador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Investigator</source>
            <translation>Investigador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="29" />
            <source>Isolde</source>
            <translation>Isolda</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="139" />
            <source>Keeping a Close Eye can be played</source>
            <translation>Se puede jugar Vigilancia estrecha</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="53" />
            <source>Keeping a Close Eye on You</source>
            <translation>Vigilancia estrecha</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="55" />
            <source>Lady of the Lake</source>
            <translation>Dama del Lago</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="30" />
            <source>Lancelot (evil)</source>
            <translation>Lancelot (malvado)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="30" />
            <source>Lancelot (good)</source>
            <translation>Lancelot (bueno)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="105" />
            <source>Leave the cards as they are</source>
            <translation>Dejar las cartas como están</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Location</source>
            <translation>Ubicación</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="113" />
            <source>Look at a mission card?</source>
            <translation>¿Mirar una carta de misión?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="110" />
            <source>Look at a neighbour's card</source>
            <translation>Mirar la carta de un vecino</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="24" />
            <location filename="../../ui/names.py" line="25" />
            <source>Loyal Servant of Arthur</source>
            <translation>Leal Sirviente de Arturo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="163" />
            <source>Loyalty you saw</source>
            <translation>Lealtad que viste</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Merlin</source>
            <translation>Merlín</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="24" />
            <location filename="../../ui/names.py" line="25" />
            <source>Minion of Mordred</source>
            <translation>Secuaz de Mordred</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="151" />
            <source>Mission</source>
            <translation>Misión</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="253" />
            <source>Mission %1</source>
            <translation>Misión %1</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Mordred</source>
            <translation>Mordred</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="28" />
            <source>Mordred (Assassin)</source>
            <translation>Mordred (Asesino)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Morgana</source>
            <translation>Morgana</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="175" />
            <source>Morgana without Percival has nobody to fool.</source>
            <translation>Morgana sin Percival no tiene a quién engañar.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="90" />
            <source>Name Tristan and Isolde</source>
            <translation>Señalar a Tristán e Isolda</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="93" />
            <source>Name a player and their role</source>
            <translation>Nombrar a un jugador y su rol</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="89" />
            <source>Name your target</source>
            <translation>Señala a tu objetivo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="255" />
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="58" />
            <source>No Change</source>
            <translation>Sin cambio</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="52" />
            <source>No Confidence</source>
            <translation>Sin confianza</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="137" />
            <source>No Confidence can be played</source>
            <translation>Se puede jugar Sin confianza</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="169" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="48" />
            <source>Not a Chief</source>
            <translation>No es Jefe</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Oberon</source>
            <translation>Oberón</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="51" />
            <source>Open Up</source>
            <translation>Compartir opinión</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="54" />
            <source>Opinion Maker</source>
            <translation>Creador de opinión</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="50" />
            <source>Overheard Conversation</source>
            <translation>Comunicación Intervenida</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="107" />
            <location filename="../../ui/names.py" line="158" />
            <source>Pass</source>
            <translation>Pasar</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Percival</source>
            <translation>Percival</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="174" />
            <source>Percival without Merlin has nobody to look for.</source>
            <translation>Percival sin Merlín no tiene a quién buscar.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="94" />
            <source>Place a hit card</source>
            <translation>Colocar una carta de golpe</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="60" />
            <source>Plan B</source>
            <translation>Plan B</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="98" />
            <source>Play Deadly Martini</source>
            <translation>Jugar Martini mortal</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="98" />
            <source>Play Dirty Trick</source>
            <translation>Jugar Truco sucio</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="99" />
            <source>Play Hardcore</source>
            <translation>Jugar Núcleo duro</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="116" />
            <source>Play No Confidence?</source>
            <translation>¿Jugar Sin confianza?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="97" />
            <source>Play Plan B</source>
            <translation>Jugar Plan B</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="115" />
            <source>Play Strong Leader?</source>
            <translation>¿Jugar Líder Fuerte?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="106" />
            <source>Play a card</source>
            <translation>Jugar una carta</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="88" />
            <source>Play a mission card</source>
            <translation>Juega una carta de misión</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="158" />
            <source>Play it</source>
            <translation>Jugarla</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="96" />
            <source>Play one card</source>
            <translation>Juega una carta</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="152" />
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="37" />
            <source>President</source>
            <translation>Presidente</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="36" />
            <source>Pretender</source>
            <translation>Impostor</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="86" />
            <source>Propose the team</source>
            <translation>Proponer el equipo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="20" />
            <source>Protect the President — or be the assassin who gets through. 4–8 players.</source>
            <translation>Protege al Presidente… o sé el asesino que lo consigue. De 4 a 8 jugadores.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="114" />
            <source>Put someone in the spotlight?</source>
            <translation>¿Poner a alguien en el punto de mira?</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="169" />
            <source>Random (testing)</source>
            <translation>Al azar (pruebas)</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="97" />
            <source>Reassign the roles</source>
            <translation>Redistribuir los roles</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="56" />
            <source>Ref of the Rain</source>
            <translation>Árbitro de la Lluvia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="157" />
            <source>Reject</source>
            <translation>Rechazar</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="94" />
            <source>Rescue the President</source>
            <translation>Rescatar al Presidente</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="23" />
            <source>Resistance</source>
            <translation>Resistencia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="34" />
            <location filename="../../ui/names.py" line="49" />
            <source>Resistance Chief</source>
            <translation>Jefe de la Resistencia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="33" />
            <source>Resistance Hunter</source>
            <translation>Cazador de la Resistencia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="18" />
            <source>Resistance operatives against hidden spies. Three missions decide it. 5–10 players.</source>
            <translation>La Resistencia contra espías ocultos. Tres misiones lo deciden. De 5 a 10 jugadores.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="153" />
            <source>Role</source>
            <translation>Rol</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="162" />
            <source>Role cards in your hand</source>
            <translation>Cartas de rol en tu mano</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="101" />
            <source>See a player's loyalty</source>
            <translation>Ver la lealtad de un jugador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Sergeant</source>
            <translation>Sargento</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="96" />
            <source>Set a role card aside</source>
            <translation>Dejar aparte una carta de rol</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="111" />
            <source>Show your card to a player</source>
            <translation>Enseñar tu carta a un jugador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="102" />
            <source>Show your loyalty to a player</source>
            <translation>Enseñar tu lealtad a un jugador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="56" />
            <source>Sire of the Sea</source>
            <translation>Señor del Mar</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="23" />
            <source>Spy</source>
            <translation>Espía</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="34" />
            <location filename="../../ui/names.py" line="49" />
            <source>Spy Chief</source>
            <translation>Jefe Espía</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="33" />
            <source>Spy Hunter</source>
            <translation>Cazador Espía</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="50" />
            <source>Strong Leader</source>
            <translation>Líder Fuerte</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="136" />
            <source>Strong Leader can be played</source>
            <translation>Se puede jugar Líder Fuerte</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Success</source>
            <translation>Éxito</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="91" />
            <source>Suggest a target</source>
            <translation>Sugerir un objetivo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="58" />
            <source>Switch</source>
            <translation>Cambio</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="104" />
            <source>Switch a mission card</source>
            <translation>Cambiar una carta de misión</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="52" />
            <source>Take Responsibility</source>
            <translation>Asumir responsabilidad</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="112" />
            <source>Take a plot card</source>
            <translation>Tomar una carta de Complot</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="151" />
            <source>Target</source>
            <translation>Objetivo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="151" />
            <source>Targets</source>
            <translation>Objetivos</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Team</source>
            <translation>Equipo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="176" />
            <source>The Assassin has no one to shoot at: there is no Merlin, Cleric or pair of lovers.</source>
            <translation>El Asesino no tiene a quién disparar: no hay Merlín, ni Clérigo, ni pareja de amantes.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="128" />
            <source>The Assassin is taking aim</source>
            <translation>El Asesino está apuntando</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="162" />
            <source>The Bodyguard is one of</source>
            <translation>El Guardaespaldas es uno de</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="130" />
            <source>The Inquisitor is used</source>
            <translation>Se usa el Inquisidor</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="129" />
            <source>The Lady of the Lake is used</source>
            <translation>Se usa la Dama del Lago</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="126" />
            <source>The Opinion Makers vote first</source>
            <translation>Los Creadores de opinión votan primero</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="145" />
            <source>The President sets a role card aside</source>
            <translation>El Presidente deja aparte una carta de rol</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="132" />
            <source>The Ref of the Rain is used</source>
            <translation>Se usa el Árbitro de la Lluvia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="13" />
            <source>The Resistance</source>
            <translation>La Resistencia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="14" />
            <source>The Resistance: Avalon</source>
            <translation>La Resistencia: Avalon</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="131" />
            <source>The Sire of the Sea is used</source>
            <translation>Se usa el Señor del Mar</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="143" />
            <source>The Spy Hunter may accuse early</source>
            <translation>El Cazador Espía puede acusar antes</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="144" />
            <source>The game is over</source>
            <translation>La partida ha terminado</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="140" />
            <source>The leader gives out the Investigator token</source>
            <translation>El Líder entrega la ficha de Investigador</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="135" />
            <source>The leader hands out plot cards</source>
            <translation>El Líder reparte cartas de Complot</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="133" />
            <source>The leader hands over a token</source>
            <translation>El Líder entrega una ficha</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="124" />
            <source>The leader is choosing a team</source>
            <translation>El Líder está eligiendo un equipo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="146" />
            <source>The rescue window is open</source>
            <translation>La ventana de rescate está abierta</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="161" />
            <source>The role card set aside</source>
            <translation>La carta de rol apartada</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="127" />
            <source>The team is on the mission</source>
            <translation>El equipo está en la misión</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="173" />
            <source>There is no Merlin: the Assassin's shot can only aim at other roles.</source>
            <translation>No hay Merlín: el disparo del Asesino solo puede apuntar a otros roles.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Time</source>
            <translation>Tiempo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="29" />
            <source>Tristan</source>
            <translation>Tristán</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="100" />
            <source>Use the Lady of the Lake</source>
            <translation>Usar la Dama del Lago</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="87" />
            <source>Vote</source>
            <translation>Vota</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="146" />
            <location filename="../../ui/names.py" line="147" />
            <source>Waiting for a Hardcore answer</source>
            <translation>Esperando una respuesta con Núcleo duro</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Weapon</source>
            <translation>Arma</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="154" />
            <source>Weather</source>
            <translation>Clima</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="177" />
            <source>With 5 players and Percival, also add Mordred or Morgana.</source>
            <translation>Con 5 jugadores y Percival, añade también a Mordred o a Morgana.</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="255" />
            <source>Yes</source>
            <translation>Sí</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="161" />
            <source>You discarded face down</source>
            <translation>Descartaste boca abajo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="164" />
            <source>Your mission card</source>
            <translation>Tu carta de misión</translation>
        </message>
        <message>
            <source>Your turn: play one card</source>
            <translation type="vanished">Tu turno: juega una carta</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Your vote</source>
            <translation>Tu voto</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="71" />
            <source>a Hunter found a Chief</source>
            <translation>un Cazador encontró a un Jefe</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="80" />
            <source>an Assassin got the President</source>
            <translation>un Asesino acabó con el Presidente</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="78" />
            <source>every player has been President: the most points win</source>
            <translation>todos han sido Presidente: gana quien más puntos tiene</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="73" />
            <location filename="../../ui/names.py" line="74" />
            <source>evil hunted down the Cleric and one more role</source>
            <translation>el Mal dio caza al Clérigo y a otro rol</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="66" />
            <source>five teams were rejected in one round</source>
            <translation>se rechazaron cinco equipos en una ronda</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="67" />
            <location filename="../../ui/names.py" line="68" />
            <source>the Assassin found Merlin</source>
            <translation>el Asesino encontró a Merlín</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="72" />
            <source>the Assassin found Tristan and Isolde</source>
            <translation>el Asesino encontró a Tristán e Isolda</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="70" />
            <source>the Assassin found the Commander</source>
            <translation>el Asesino encontró al Comandante</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="75" />
            <source>the Assassin found their target</source>
            <translation>el Asesino encontró a su objetivo</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="76" />
            <source>the Assassin missed</source>
            <translation>el Asesino falló</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="69" />
            <source>the Assassin missed Merlin</source>
            <translation>el Asesino no encontró a Merlín</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="42" />
            <location filename="../../ui/names.py" line="43" />
            <source>the Assassins</source>
            <translation>los Asesinos</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="43" />
            <source>the Bodyguard</source>
            <translation>el Guardaespaldas</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="81" />
            <source>the Bodyguard rescued the President</source>
            <translation>el Guardaespaldas rescató al Presidente</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="82" />
            <source>the President took out an Assassin</source>
            <translation>el Presidente eliminó a un Asesino</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="42" />
            <source>the President's side</source>
            <translation>el bando del Presidente</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="40" />
            <source>the Resistance</source>
            <translation>la Resistencia</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="40" />
            <source>the Spies</source>
            <translation>los Espías</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="83" />
            <source>the cards ran out</source>
            <translation>se acabaron las cartas</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="77" />
            <source>the most points after every round</source>
            <translation>la mayor puntuación tras todas las rondas</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="44" />
            <source>the tied players</source>
            <translation>los jugadores empatados</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="65" />
            <source>three missions failed</source>
            <translation>fracasaron tres misiones</translation>
        </message>
        <message>
            <location filename="../../ui/names.py" line="64" />
            <source>three missions succeeded</source>
            <translation>tres misiones tuvieron éxito</translation>
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <location filename="../../ui/options_text.py" line="64" />
            <source>After a failed quest the holder sees one player's loyalty; that player takes it.</source>
            <translation>Tras una misión fracasada, quien lo tiene ve la lealtad de un jugador, que se lo queda.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="41" />
            <source>After four rejections in a round the fifth team goes without a vote.</source>
            <translation>Tras cuatro rechazos en una ronda, el quinto equipo sale sin votación.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="44" />
            <source>After missions 2–4 the holder sees one player's loyalty; that player takes the token.</source>
            <translation>Tras las misiones 2 a 4, quien la tiene ve la lealtad de un jugador, que se queda la ficha.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="62" />
            <source>After quests 2–4 the holder sees one player's loyalty; that player takes it.</source>
            <translation>Tras las misiones 2 a 4, quien la tiene ve la lealtad de un jugador, que se la queda.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="63" />
            <source>After quests 2–4 the holder shows their loyalty to one player, who takes it.</source>
            <translation>Tras las misiones 2 a 4, quien lo tiene enseña su lealtad a un jugador, que se lo queda.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="17" />
            <location filename="../../ui/options_text.py" line="70" />
            <source>Assassin module</source>
            <translation>Módulo Asesino</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="12" />
            <location filename="../../ui/options_text.py" line="74" />
            <source>Blind Spies</source>
            <translation>Espías Ciegos</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="21" />
            <source>Blind Spy</source>
            <translation>Espía Ciego</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="18" />
            <source>Body Guard</source>
            <translation>Guardaespaldas</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="51" />
            <source>Chiefs and Hunters; an investigation each mission; Hunters accuse Chiefs to decide the end.</source>
            <translation>Jefes y Cazadores; una investigación en cada misión; los Cazadores acusan a los Jefes para decidir el final.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="29" />
            <source>Cleric hunt</source>
            <translation>Caza del Clérigo</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="24" />
            <source>Coordinator</source>
            <translation>Coordinador</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="25" />
            <source>Deep Agent</source>
            <translation>Agente Infiltrado</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="20" />
            <source>Deep Cover</source>
            <translation>Agente Encubierto</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="23" />
            <source>Dummy Agent</source>
            <translation>Agente Señuelo</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="36" />
            <source>Excalibur</source>
            <translation>Excalibur</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="19" />
            <source>False Commander</source>
            <translation>Falso Comandante</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="11" />
            <source>Fifth team goes without a vote</source>
            <translation>El quinto equipo sale sin votación</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="40" />
            <source>House rule: the leader always votes Approve and is not asked.</source>
            <translation>Regla de la casa: el Líder siempre vota Aprobar y no se le pregunta.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="22" />
            <location filename="../../ui/options_text.py" line="73" />
            <source>Hunter module</source>
            <translation>Módulo Cazador</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="15" />
            <location filename="../../ui/options_text.py" line="71" />
            <source>Inquisitor</source>
            <translation>Inquisidor</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="33" />
            <source>Lady of the Lake</source>
            <translation>Dama del Lago</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="31" />
            <source>Lancelot: evil Lancelot must fail</source>
            <translation>Lancelot: el Lancelot malvado debe jugar Fracaso</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="30" />
            <source>Lancelot: loyalty cards face up</source>
            <translation>Lancelot: cartas de lealtad boca arriba</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="32" />
            <source>Lancelot: the Lancelots see each other</source>
            <translation>Lancelot: los Lancelot se ven entre sí</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="10" />
            <source>Leader always approves</source>
            <translation>El Líder siempre aprueba</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="78" />
            <source>Mordred is the Assassin · %1 players</source>
            <translation>Mordred es el Asesino · %1 jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="57" />
            <source>No Assassin card: a random evil player shoots after the evil team confers.</source>
            <translation>Sin carta de Asesino: dispara un jugador del Mal al azar tras deliberar con su equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="79" />
            <source>Online-style (team assassination) · %1 players</source>
            <translation>Estilo en línea (asesinato en equipo) · %1 jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="13" />
            <location filename="../../ui/options_text.py" line="14" />
            <source>Plot cards (The Plot Thickens)</source>
            <translation>Cartas de Complot (El Complot aumenta)</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="26" />
            <source>Pretender</source>
            <translation>Impostor</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="77" />
            <source>Recommended · %1 players</source>
            <translation>Recomendada · %1 jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="35" />
            <source>Ref of the Rain</source>
            <translation>Árbitro de la Lluvia</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="53" />
            <source>Resistance: known to the Resistance Chiefs; the Spy Hunter wins by finding it too.</source>
            <translation>Resistencia: los Jefes de la Resistencia lo conocen; el Cazador Espía también gana si lo encuentra.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="55" />
            <source>Resistance: looks like a second possible Deep Agent to the spies.</source>
            <translation>Resistencia: a los Espías les parece otro posible Agente Infiltrado.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="52" />
            <source>Resistance: may answer an investigation either way.</source>
            <translation>Resistencia: puede responder a una investigación como quiera.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="47" />
            <source>Resistance: sees the Commander and the False Commander, not knowing which is which.</source>
            <translation>Resistencia: ve al Comandante y al Falso Comandante, sin saber quién es quién.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="16" />
            <source>Sergeant</source>
            <translation>Sargento</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="34" />
            <source>Sire of the Sea</source>
            <translation>Señor del Mar</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="27" />
            <source>Special roles</source>
            <translation>Roles especiales</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="56" />
            <source>Special roles in play; Loyal Servants and Minions fill the other seats.</source>
            <translation>Roles especiales en juego; los Leales Sirvientes y los Secuaces ocupan los demás puestos.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="42" />
            <source>Spies are not told who the other spies are.</source>
            <translation>Los Espías no saben quiénes son los otros Espías.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="54" />
            <source>Spy: does not know the other spies.</source>
            <translation>Espía: no conoce a los demás Espías.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="49" />
            <source>Spy: hidden from the Commander.</source>
            <translation>Espía: el Comandante no lo ve.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="48" />
            <source>Spy: looks like the Commander to the Body Guard.</source>
            <translation>Espía: al Guardaespaldas le parece el Comandante.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="9" />
            <source>Targeting</source>
            <translation>Trabajar por Objetivos</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="28" />
            <source>Team assassination</source>
            <translation>Asesinato en equipo</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="46" />
            <source>The Commander knows the spies; after three successes the Assassin may shoot the Commander.</source>
            <translation>El Comandante conoce a los Espías; tras tres éxitos, el Asesino puede disparar al Comandante.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="60" />
            <source>The Lancelot who is evil must play Fail on quests.</source>
            <translation>El Lancelot que sea malvado debe jugar Fracaso en las misiones.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="69" />
            <source>The Plot Thickens</source>
            <translation>El Complot aumenta</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="72" />
            <source>The Plot Thickens + Assassin</source>
            <translation>El Complot aumenta + Asesino</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="68" />
            <source>The base game</source>
            <translation>El juego básico</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="43" />
            <source>The first leader of each round draws plot cards and hands them out.</source>
            <translation>El primer Líder de cada ronda roba cartas de Complot y las reparte.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="65" />
            <source>The leader arms a team member, who may switch one other member's card.</source>
            <translation>El Líder arma a un miembro del equipo, que puede cambiar la carta de otro miembro.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="45" />
            <source>The leader names a team member, who may switch one other member's card.</source>
            <translation>El Líder nombra a un miembro del equipo, que puede cambiar la carta de otro miembro.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="39" />
            <source>The leader picks which mission to attempt; mission 5 only after two successes.</source>
            <translation>El Líder elige qué misión intentar; la misión 5 solo tras dos éxitos.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="59" />
            <source>The loyalty cards are dealt face up, so the switches are known.</source>
            <translation>Las cartas de lealtad se reparten boca arriba, así que los cambios se conocen.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="50" />
            <source>The spies do not know the Blind Spy and it does not know them; the Commander does.</source>
            <translation>Los Espías no conocen al Espía Ciego ni él a ellos; el Comandante sí lo ve.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="61" />
            <source>The two Lancelots open their eyes and see each other.</source>
            <translation>Los dos Lancelot abren los ojos y se ven.</translation>
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="58" />
            <source>With the Cleric in play, evil may hunt the Cleric and one more role instead of Merlin.</source>
            <translation>Con el Clérigo en juego, el Mal puede cazar al Clérigo y a otro rol en lugar de a Merlín.</translation>
        </message>
    </context>
    <context>
        <name>prompt</name>
        <message>
            <location filename="../../ui/prompt.py" line="415" />
            <source>%1 (chosen)</source>
            <translation>%1 (elegido)</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="452" />
            <source>%1 of %2 chosen</source>
            <translation>%1 de %2 elegidos</translation>
        </message>
        <message>
            <source>Choose a card (or click it in your hand):</source>
            <translation type="vanished">Elige una carta (o haz clic en ella en tu mano):</translation>
        </message>
        <message>
            <location filename="../../ui/card_prompt.py" line="42" />
            <source>Choose a card here, or click it in your hand</source>
            <translation>Elige una carta aquí o haz clic en ella en tu mano</translation>
        </message>
        <message>
            <location filename="../../ui/card_prompt.py" line="41" />
            <source>Choose a card:</source>
            <translation>Elige una carta:</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="233" />
            <source>Key %1</source>
            <translation>Tecla %1</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="160" />
            <location filename="../../ui/prompt.py" line="446" />
            <source>Play %1</source>
            <translation>Jugar %1</translation>
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="308" />
            <source>Which one</source>
            <translation>Cuál</translation>
        </message>
    </context>
    <context>
        <name>record</name>
        <message>
            <location filename="../../ui/your_games.py" line="185" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="178" />
            <source>%1 · %2 bots</source>
            <translation>%1 · bots %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/your_games.py" line="195" />
            <source>%1 · %n points</source>
            <translation>
                <numerusform>%1 · %n punto</numerusform>
                <numerusform>%1 · %n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/win_chart.py" line="41" />
            <source>%1% · %2 of %n games</source>
            <translation>
                <numerusform>%1% · %2 de %n partida</numerusform>
                <numerusform>%1% · %2 de %n partidas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="186" />
            <location filename="../../ui/your_games.py" line="196" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="53" />
            <source>Against</source>
            <translation>Contra</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="169" />
            <source>Against bots</source>
            <translation>Contra bots</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="37" />
            <source>Back to the home screen</source>
            <translation>Volver a la pantalla de inicio</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="168" />
            <source>By game</source>
            <translation>Por juego</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="168" />
            <source>By side</source>
            <translation>Por bando</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="70" />
            <location filename="../../ui/your_games.py" line="147" />
            <source>Clear history</source>
            <translation>Borrar el historial</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="144" />
            <source>Clear your history?</source>
            <translation>¿Borrar tu historial?</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="52" />
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="145" />
            <source>Forget every game in your history and its win rates? The saved games themselves stay, to resume or replay.</source>
            <translation>¿Olvidar todas las partidas de tu historial y sus porcentajes de victoria? Las partidas guardadas se quedan, para reanudarlas o repetirlas.</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="137" />
            <source>From %1's seat</source>
            <translation>Desde el asiento de %1</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="52" />
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="177" />
            <source>Hot-seat</source>
            <translation>Por turnos en una pantalla</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="147" />
            <source>Keep it</source>
            <translation>Conservarlo</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="177" />
            <source>LAN</source>
            <translation>LAN</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="193" />
            <source>Lost</source>
            <translation>Perdida</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="173" />
            <source>Mixed levels</source>
            <translation>Niveles mezclados</translation>
        </message>
        <message>
            <location filename="../../ui/win_chart.py" line="34" />
            <location filename="../../ui/win_chart.py" line="69" />
            <source>No finished games yet</source>
            <translation>Todavía no hay partidas terminadas</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="64" />
            <source>Replay</source>
            <translation>Ver la repetición</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="52" />
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="67" />
            <source>Review</source>
            <translation>Analizar</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="177" />
            <source>Solo</source>
            <translation>En solitario</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="118" />
            <source>This game's saved file is gone: it cannot be replayed.</source>
            <translation>El archivo guardado de esta partida ya no está: no se puede repetir.</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="68" />
            <source>Walk through the game from your seat, with the coach's view</source>
            <translation>Recorre la partida desde tu asiento, con la mirada del entrenador</translation>
        </message>
        <message>
            <location filename="../../ui/win_chart.py" line="26" />
            <source>Win rates</source>
            <translation>Porcentajes de victoria</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="193" />
            <source>Won</source>
            <translation>Ganada</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="53" />
            <source>You played</source>
            <translation>Jugaste como</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="51" />
            <source>Your finished games, newest first</source>
            <translation>Tus partidas terminadas, de la más reciente a la más antigua</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="210" />
            <source>Your game history could not be read; it starts again empty.</source>
            <translation>No se pudo leer tu historial de partidas; empieza de nuevo vacío.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/your_games.py" line="213" />
            <source>Your game history was damaged: %n games could not be read.</source>
            <translation>
                <numerusform>Tu historial de partidas estaba dañado: no se pudo leer %n partida.</numerusform>
                <numerusform>Tu historial de partidas estaba dañado: no se pudieron leer %n partidas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="211" />
            <source>Your game history was damaged; it starts again empty (the old file is kept beside it).</source>
            <translation>Tu historial de partidas estaba dañado; empieza de nuevo vacío (el archivo antiguo se guarda a su lado).</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="212" />
            <source>Your game history was written by a newer Safehouse; it starts again empty (the old file is kept).</source>
            <translation>Tu historial de partidas lo escribió un Safehouse más reciente; empieza de nuevo vacío (el archivo antiguo se conserva).</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="35" />
            <source>Your games</source>
            <translation>Tus partidas</translation>
        </message>
        <message>
            <location filename="../../ui/your_games.py" line="155" />
            <source>Your history could not be cleared: %1</source>
            <translation>No se pudo borrar tu historial: %1</translation>
        </message>
    </context>
    <context>
        <name>reject</name>
        <message>
            <location filename="../../ui/reject_text.py" line="36" />
            <source>Already connected.</source>
            <translation>Ya estás conectado.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="23" />
            <source>Choose a member of the team.</source>
            <translation>Elige a un miembro del equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="55" />
            <source>Choose a name with at least one letter or digit.</source>
            <translation>Elige un nombre con al menos una letra o un dígito.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="18" />
            <source>Choose the right number of players.</source>
            <translation>Elige el número correcto de jugadores.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="12" />
            <source>It is not your turn to decide.</source>
            <translation>No te toca decidir.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="41" />
            <source>Join the table first.</source>
            <translation>Primero únete a la mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="62" />
            <source>Not accepted: %1</source>
            <translation>No aceptado: %1</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="42" />
            <source>Only the host can do that.</source>
            <translation>Solo el anfitrión puede hacerlo.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="15" />
            <source>Something is missing from that choice.</source>
            <translation>A esa elección le falta algo.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="43" />
            <source>Take a seat first.</source>
            <translation>Primero siéntate.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="27" />
            <source>That card is not in your hand.</source>
            <translation>Esa carta no está en tu mano.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="16" />
            <source>That choice has something extra in it.</source>
            <translation>Esa elección tiene algo de más.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="17" />
            <source>That choice is not allowed now.</source>
            <translation>Esa elección no está permitida ahora.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="13" />
            <source>That message could not be read.</source>
            <translation>No se pudo leer ese mensaje.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="52" />
            <source>That message was not one Safehouse sends.</source>
            <translation>Ese mensaje no es de los que envía Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="51" />
            <source>That message was too large.</source>
            <translation>Ese mensaje era demasiado grande.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="22" />
            <source>That mission cannot be chosen now.</source>
            <translation>Esa misión no se puede elegir ahora.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="14" />
            <source>That move is not possible now.</source>
            <translation>Ese movimiento no es posible ahora.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="28" />
            <source>That player already has a hit of this type.</source>
            <translation>Ese jugador ya tiene un golpe de este tipo.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="25" />
            <source>That player cannot be chosen.</source>
            <translation>No se puede elegir a ese jugador.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="26" />
            <source>That player cannot be targeted.</source>
            <translation>No se puede elegir como objetivo a ese jugador.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="30" />
            <source>That role cannot be chosen.</source>
            <translation>No se puede elegir ese rol.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="11" />
            <source>That seat is not at this table.</source>
            <translation>Ese asiento no está en esta mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="54" />
            <source>That seat is still connected from another window or computer.</source>
            <translation>Ese asiento sigue conectado desde otra ventana u otro ordenador.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="46" />
            <source>That seat is taken.</source>
            <translation>Ese asiento está ocupado.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="48" />
            <source>That table runs a different version of Safehouse.</source>
            <translation>Esa mesa usa otra versión de Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="29" />
            <source>The Bodyguard cannot place the President's last hit.</source>
            <translation>El Guardaespaldas no puede colocar el último golpe al Presidente.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="39" />
            <source>The game has not started yet.</source>
            <translation>La partida aún no ha empezado.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="40" />
            <source>The game is already running.</source>
            <translation>La partida ya está en marcha.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="10" />
            <source>The game is over.</source>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="53" />
            <source>The host cannot save the game (its disk may be full), so the table has stopped. Nothing already played is lost.</source>
            <translation>El anfitrión no puede guardar la partida (puede que su disco esté lleno), así que la mesa se ha detenido. No se pierde nada de lo ya jugado.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="49" />
            <source>The host removed you from the table.</source>
            <translation>El anfitrión te ha sacado de la mesa.</translation>
        </message>
        <message>
            <source>The leader always approves in this game.</source>
            <translation type="vanished">En esta partida el Líder siempre aprueba.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="19" />
            <source>The same choice appears twice.</source>
            <translation>La misma elección aparece dos veces.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="50" />
            <source>The table has closed.</source>
            <translation>La mesa se ha cerrado.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="45" />
            <source>The table is full.</source>
            <translation>La mesa está llena.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="44" />
            <source>The table is not ready yet.</source>
            <translation>La mesa aún no está lista.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="32" />
            <source>The table moved on; look again and choose.</source>
            <translation>La mesa ha avanzado; vuelve a mirar y elige.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="47" />
            <source>There is no such seat.</source>
            <translation>No existe ese asiento.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="34" />
            <source>This seat belongs to someone else.</source>
            <translation>Este asiento es de otra persona.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="33" />
            <source>Too fast — wait a moment.</source>
            <translation>Demasiado rápido: espera un momento.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="35" />
            <source>Wrong password.</source>
            <translation>Contraseña incorrecta.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="38" />
            <source>You already have a seat.</source>
            <translation>Ya tienes un asiento.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="37" />
            <source>You are already at this table.</source>
            <translation>Ya estás en esta mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="24" />
            <source>You cannot choose yourself.</source>
            <translation>No puedes elegirte a ti mismo.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="21" />
            <source>You must play Fail.</source>
            <translation>Debes jugar Fracaso.</translation>
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="20" />
            <source>Your side must play Success.</source>
            <translation>Tu bando debe jugar Éxito.</translation>
        </message>
    </context>
    <context>
        <name>replay</name>
        <message>
            <location filename="../../ui/replay_screen.py" line="98" />
            <source>Back</source>
            <translation>Atrás</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="114" />
            <source>Back to the home screen</source>
            <translation>Volver a la pantalla de inicio</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="100" />
            <source>End</source>
            <translation>Final</translation>
        </message>
        <message>
            <source>End ⏭</source>
            <translation type="vanished">Final ⏭</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="75" />
            <source>Everything revealed</source>
            <translation>Todo a la vista</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="216" />
            <source>Export game file</source>
            <translation>Exportar archivo de partida</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="88" />
            <source>Export game file…</source>
            <translation>Exportar archivo de partida…</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="78" />
            <source>From %1's seat (no spoilers)</source>
            <translation>Desde el asiento de %1 (sin destripes)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="82" />
            <source>From %1's seat — as it was seen</source>
            <translation>Desde el asiento de %1, tal como se vio</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="99" />
            <source>Next</source>
            <translation>Siguiente</translation>
        </message>
        <message>
            <source>Next ▶</source>
            <translation type="vanished">Siguiente ▶</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="107" />
            <source>One step back (Left arrow)</source>
            <translation>Un paso atrás (flecha izquierda)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="108" />
            <source>One step forward (Right arrow)</source>
            <translation>Un paso adelante (flecha derecha)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="202" />
            <source>Point of view</source>
            <translation>Punto de vista</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="92" />
            <source>Replay position</source>
            <translation>Posición en la repetición</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="184" />
            <source>Replay — %1, every card face up</source>
            <translation>Repetición — %1, todas las cartas boca arriba</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="187" />
            <source>Replay — %1, from one seat</source>
            <translation>Repetición — %1, desde un asiento</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="123" />
            <source>Review</source>
            <translation>Revisar</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="218" />
            <source>Safehouse games (*%1)</source>
            <translation>Partidas de Safehouse (*%1)</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="120" />
            <location filename="../../ui/saved_games.py" line="93" />
            <source>Seat %1</source>
            <translation>Asiento %1</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="97" />
            <source>Start</source>
            <translation>Inicio</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="204" />
            <source>Step %1 of %2</source>
            <translation>Paso %1 de %2</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="109" />
            <source>The first step (Home)</source>
            <translation>El primer paso (Inicio)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="110" />
            <source>The last step (End)</source>
            <translation>El último paso (Fin)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="124" />
            <source>What the expert would have done at the key moments, from the seat shown (or the first)</source>
            <translation>Lo que habría hecho el experto en los momentos clave, desde el asiento mostrado (o el primero)</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="73" />
            <source>Whose point of view</source>
            <translation>Desde qué punto de vista</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="190" />
            <source>You joined this game on another computer: only the host's copy has every card, so it replays from your seat.</source>
            <translation>Te uniste a esta partida desde otro ordenador: solo la copia del anfitrión tiene todas las cartas, así que se repite desde tu asiento.</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="188" />
            <source>You see only what this seat knew at each moment: no spoilers.</source>
            <translation>Solo ves lo que sabía este asiento en cada momento: sin destripes.</translation>
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="81" />
            <source>a spectator</source>
            <translation>un espectador</translation>
        </message>
        <message>
            <source>⏮ Start</source>
            <translation type="vanished">⏮ Inicio</translation>
        </message>
        <message>
            <source>◀ Back</source>
            <translation type="vanished">◀ Atrás</translation>
        </message>
    </context>
    <context>
        <name>reveal</name>
        <message>
            <location filename="../../ui/reveal_director.py" line="103" />
            <source>+%1 · %2 pts</source>
            <translation>+%1 · %2 ptos</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="155" />
            <source>Click to continue</source>
            <translation>Haz clic para continuar</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="74" />
            <source>Mission %1 failed: %2 Success, %3 Fail</source>
            <translation>La misión %1 fracasa: %2 Éxito, %3 Fracaso</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="76" />
            <source>Mission %1 succeeded: %2 Success, %3 Fail</source>
            <translation>La misión %1 tiene éxito: %2 Éxito, %3 Fracaso</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="86" />
            <source>Round %1 is over · %2</source>
            <translation>Fin de la ronda %1 · %2</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="156" />
            <source>You are %1</source>
            <translation>Eres %1</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <location filename="../../ui/review_text.py" line="123" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="78" />
            <source>%1: played out in %2 worlds you could be in, it won %3 of them, against %4 for %5.</source>
            <translation>%1: jugado hasta el final en %2 mundos posibles, ganó el %3, frente al %4 de %5.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="82" />
            <source>%1: to you, %2 was most likely the %3 (%4).</source>
            <translation>%1: para ti, lo más probable es que %2 fuera %3 (%4).</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="83" />
            <source>%1: what the expert level plays here from what you could see.</source>
            <translation>%1: lo que juega aquí el nivel experto con lo que podías ver.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/review_screen.py" line="158" />
            <source>%n key moments. Select one to see why.</source>
            <translation>
                <numerusform>%n momento clave. Selecciónalo para ver por qué.</numerusform>
                <numerusform>%n momentos clave. Selecciona uno para ver por qué.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="113" />
            <source>(not recorded)</source>
            <translation>(no registrado)</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="165" />
            <source>(swing %1)</source>
            <translation>(peso %1)</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="29" />
            <source>A rescue that decided the round.</source>
            <translation>Un rescate que decidió la ronda.</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="86" />
            <source>After %1</source>
            <translation>Tras %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="50" />
            <source>Approve: in the worlds where your vote decides it, the team was clean in %1, at least the %2 you need to back a team.</source>
            <translation>Aprobar: en los mundos donde tu voto decide, el equipo estaba limpio en el %1, al menos el %2 que necesitas para apoyar un equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="58" />
            <source>Approve: the team can fail, with %1 aboard.</source>
            <translation>Aprobar: el equipo puede fracasar, con %1 dentro.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="62" />
            <source>Approve: the team holds no spy, but a good player would approve it, and a rejection would mark you.</source>
            <translation>Aprobar: el equipo no lleva espías, pero un jugador leal lo aprobaría, y rechazarlo te delataría.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="42" />
            <source>Approve: this is the round's fifth team, and a fifth rejection hands the game to the other side.</source>
            <translation>Aprobar: es el quinto equipo de la ronda, y un quinto rechazo da la partida al otro bando.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="44" />
            <source>Approve: to you the team was clean in %1 of the worlds you could be in, no worse than the %2 of the team a rejection would bring.</source>
            <translation>Aprobar: para ti el equipo estaba limpio en el %1 de los mundos posibles, no peor que el %2 del equipo que traería un rechazo.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="72" />
            <source>Back to the home screen</source>
            <translation>Volver a la pantalla de inicio</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="30" />
            <source>Belief chart</source>
            <translation>Gráfico de sospechas</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="92" />
            <source>Chance of being a spy, as the coach saw it from your seat</source>
            <translation>Probabilidad de ser espía, según el entrenador desde tu asiento</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="93" />
            <source>Chance of being the assassin, as the coach saw it from your seat</source>
            <translation>Probabilidad de ser el asesino, según el entrenador desde tu asiento</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="68" />
            <source>Fail: the team can fail this mission, and you are the spy to play the fail.</source>
            <translation>Fracaso: el equipo puede hacer fracasar esta misión, y eres tú el espía que debe jugar el fracaso.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="68" />
            <source>From %1's seat</source>
            <translation>Desde el asiento de %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="85" />
            <source>Key moments</source>
            <translation>Momentos clave</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="97" />
            <source>Key moments: what you did, what the expert would have done, and why</source>
            <translation>Momentos clave: lo que hiciste, lo que habría hecho el experto y por qué</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="160" />
            <source>No key moments: every decision matched the expert's.</source>
            <translation>No hay momentos clave: cada decisión coincidió con la del experto.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="46" />
            <source>Reject: %1 was a spy in %2 of the worlds you could be in, so the team was clean in only %3, against %4 for the team a rejection would bring.</source>
            <translation>Rechazar: %1 era espía en el %2 de los mundos posibles, así que el equipo solo estaba limpio en el %3, frente al %4 del equipo que traería un rechazo.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="48" />
            <source>Reject: in the worlds where your vote decides it, the team was clean in only %1, against %2 for the team a rejection would bring.</source>
            <translation>Rechazar: en los mundos donde tu voto decide, el equipo solo estaba limpio en el %1, frente al %2 del equipo que traería un rechazo.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="52" />
            <source>Reject: in the worlds where your vote decides it, the team was clean in only %1, below the %2 you need to back a team.</source>
            <translation>Rechazar: en los mundos donde tu voto decide, el equipo solo estaba limpio en el %1, por debajo del %2 que necesitas para apoyar un equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="64" />
            <source>Reject: the team can fail, but a good player would reject it, and backing it would mark you.</source>
            <translation>Rechazar: el equipo puede fracasar, pero un jugador leal lo rechazaría, y apoyarlo te delataría.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="60" />
            <source>Reject: the team holds no spy, so it would succeed.</source>
            <translation>Rechazar: el equipo no lleva ningún espía, así que tendría éxito.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="54" />
            <source>Reject: you lead before the hammer, and your own team would be clean in %1, against %2 for this one.</source>
            <translation>Rechazar: lideras antes del último intento, y tu propio equipo estaría limpio en el %1, frente al %2 de este.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="80" />
            <source>Rescue: the President has all four types of hit; your three types save the President and win you the round.</source>
            <translation>Rescatar: el Presidente tiene los cuatro tipos de golpe; tus tres tipos salvan al Presidente y te dan la ronda.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="61" />
            <source>Review — %1</source>
            <translation>Revisión — %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="162" />
            <source>Round %1 · %2 — you: %3; the expert: %4</source>
            <translation>Ronda %1 · %2 — tú: %3; el experto: %4</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="66" />
            <source>Send %1: it looks clean to the table (%2 of the worlds it could see) and carries %3.</source>
            <translation>Enviar a %1: parece limpio para la mesa (el %2 de los mundos que ve) y lleva a %3.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="56" />
            <source>Send %1: the team likeliest to be clean, in %2 of the worlds you could be in.</source>
            <translation>Enviar a %1: el equipo con más probabilidad de estar limpio, en el %2 de los mundos posibles.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="76" />
            <source>Shoot %1: of the good seats, %1's votes fitted Merlin best (%2).</source>
            <translation>Disparar a %1: de los asientos leales, los votos de %1 eran los que mejor encajaban con Merlín (%2).</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="94" />
            <source>Show this moment in the replay</source>
            <translation>Ver este momento en la repetición</translation>
        </message>
        <message>
            <location filename="../../ui/review_chart.py" line="86" />
            <source>Start</source>
            <translation>Inicio</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="74" />
            <source>Succeed: %1 plays the fail; a second would only show how many spies rode.</source>
            <translation>Éxito: %1 juega el fracaso; un segundo solo mostraría cuántos espías iban.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="72" />
            <source>Succeed: a lone fail on the first small mission all but names you; wait for a better one.</source>
            <translation>Éxito: un fracaso solitario en la primera misión pequeña casi te señala; espera una mejor.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="70" />
            <source>Succeed: this mission needs %1 fails, and one alone would only expose you.</source>
            <translation>Éxito: esta misión necesita %1 fracasos, y uno solo únicamente te delataría.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="139" />
            <source>The coach is going through the game from %1's seat…</source>
            <translation>El entrenador está repasando la partida desde el asiento de %1…</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="28" />
            <source>The shot that missed.</source>
            <translation>El disparo que falló.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="27" />
            <source>The shot that won the game.</source>
            <translation>El disparo que ganó la partida.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="151" />
            <source>This game cannot be reviewed: %1</source>
            <translation>Esta partida no se puede revisar: %1</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="70" />
            <source>Watch the replay</source>
            <translation>Ver la repetición</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="64" />
            <source>Whose game to review</source>
            <translation>Desde qué asiento revisar</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="24" />
            <source>You and the expert chose differently.</source>
            <translation>Tú y el experto elegisteis distinto.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="25" />
            <source>You approved a team that had a spy on it.</source>
            <translation>Aprobaste un equipo que llevaba un espía.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="26" />
            <source>You rejected a team that had a spy on it.</source>
            <translation>Rechazaste un equipo que llevaba un espía.</translation>
        </message>
        <message>
            <location filename="../../ui/review_screen.py" line="30" />
            <source>Your last decision of the game.</source>
            <translation>Tu última decisión de la partida.</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="116" />
            <source>approve</source>
            <translation>aprobar</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="116" />
            <source>reject</source>
            <translation>rechazar</translation>
        </message>
        <message>
            <location filename="../../ui/review_text.py" line="118" />
            <source>send %1</source>
            <translation>enviar a %1</translation>
        </message>
    </context>
    <context>
        <name>role</name>
        <message>
            <location filename="../../ui/role_panel.py" line="35" />
            <source>Evil, but alone: the other minions do not know you.</source>
            <translation>Malvado, pero solo: los demás esbirros no te conocen.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="31" />
            <source>Find the real Merlin among your two candidates, and shield him.</source>
            <translation>Encuentra al verdadero Merlín entre tus dos candidatos y protégelo.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="56" />
            <source>First leader %1 is %2.</source>
            <translation>El primer líder, %1, está con %2.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="32" />
            <source>If good wins three quests, your one shot at Merlin can still win.</source>
            <translation>Si el bien gana tres misiones, tu único disparo a Merlín aún puede ganar.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="26" />
            <source>Keep the President alive, and stay hidden.</source>
            <translation>Mantén con vida al Presidente y no te descubras.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="61" />
            <source>Lancelot loyalty cards turned: %1.</source>
            <translation>Cartas de lealtad de Lancelot reveladas: %1.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="27" />
            <source>Land all four hit types on the President.</source>
            <translation>Pon al Presidente golpes de los cuatro tipos.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="42" />
            <source>Make three missions fail, or get five teams rejected in one round.</source>
            <translation>Haz fracasar tres misiones, o que se rechacen cinco equipos en una ronda.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="44" />
            <source>Make three missions succeed.</source>
            <translation>Haz que tres misiones tengan éxito.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="34" />
            <source>Merlin cannot see you: lead evil from the shadows.</source>
            <translation>Merlín no puede verte: dirige al mal desde las sombras.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="146" />
            <source>No role yet</source>
            <translation>Aún sin rol</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="150" />
            <source>Nothing beyond your own role.</source>
            <translation>Nada más allá de tu propio rol.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="33" />
            <source>Pose as Merlin to confuse Percival.</source>
            <translation>Hazte pasar por Merlín para confundir a Percival.</translation>
        </message>
        <message>
            <location filename="../../ui/reveal_director.py" line="153" />
            <location filename="../../ui/role_panel.py" line="147" />
            <source>Side: %1</source>
            <translation>Bando: %1</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="25" />
            <source>Survive the round: an Assassin needs all four hit types on you.</source>
            <translation>Sobrevive a la ronda: un Asesino necesita ponerte golpes de los cuatro tipos.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="96" />
            <source>What you know</source>
            <translation>Lo que sabes</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="30" />
            <source>You know evil. Guide good to three quests without the Assassin spotting you.</source>
            <translation>Conoces al mal. Guía al bien hacia tres misiones sin que el Asesino te descubra.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="37" />
            <source>You know the spies. Lead the Resistance without being found.</source>
            <translation>Conoces a los espías. Guía a la Resistencia sin que te descubran.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="36" />
            <source>You know whether the first leader is good or evil.</source>
            <translation>Sabes si el primer líder es bueno o malvado.</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="83" />
            <source>Your role card</source>
            <translation>Tu carta de rol</translation>
        </message>
        <message>
            <location filename="../../ui/role_panel.py" line="28" />
            <source>Your role changes every round: score the most points over all rounds.</source>
            <translation>Tu rol cambia cada ronda: consigue más puntos que nadie en todas las rondas.</translation>
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <location filename="../../ui/rules_dialog.py" line="63" />
            <source>Choose a game and a section; the text appears beside it.</source>
            <translation>Elige un juego y una sección; el texto aparece al lado.</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="90" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="62" />
            <source>Contents</source>
            <translation>Índice</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="59" />
            <source>Rules</source>
            <translation>Reglas</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="65" />
            <source>Rules text</source>
            <translation>Texto de las reglas</translation>
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="86" />
            <source>↑ ↓ to move through the contents, → to open a game, Tab to read, Esc to close.</source>
            <translation>↑ ↓ para moverte por el índice, → para abrir un juego, Tab para leer, Esc para cerrar.</translation>
        </message>
    </context>
    <context>
        <name>saved</name>
        <message>
            <location filename="../../ui/saved_games.py" line="101" />
            <source>%1 (%2 pts)</source>
            <translation>%1 (%2 pts)</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="242" />
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 — %2 — %3</source>
            <translation type="vanished">%1 — %2 — %3</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="241" />
            <source>%1 — %2 — from your seat</source>
            <translation>%1 — %2 — desde tu asiento</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="92" />
            <source>%1 — LAN table “%2”</source>
            <translation>%1 — mesa en red «%2»</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="152" />
            <source>Damaged saved game — %1</source>
            <translation>Partida guardada dañada — %1</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="202" />
            <source>Delete</source>
            <translation>Borrar</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="200" />
            <location filename="../../ui/saved_games.py" line="211" />
            <source>Delete this saved game?</source>
            <translation>¿Borrar esta partida guardada?</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="201" />
            <source>Delete this saved game? It cannot be resumed or replayed afterwards.</source>
            <translation>¿Borrar esta partida guardada? Después no se podrá reanudar ni ver su repetición.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="131" />
            <source>Delete…</source>
            <translation>Borrar…</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="187" />
            <source>Discard this table</source>
            <translation>Descartar esta mesa</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="116" />
            <source>Game over</source>
            <translation>Partida terminada</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="253" />
            <source>Import a game file</source>
            <translation>Importar un archivo de partida</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="232" />
            <source>Import a game file…</source>
            <translation>Importar un archivo de partida…</translation>
        </message>
        <message>
            <source>LAN table “%1” — %2 — %3</source>
            <translation type="vanished">Mesa en red «%1» — %2 — %3</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="119" />
            <source>Mission %1 of %2 · %3 succeeded, %4 failed</source>
            <translation>Misión %1 de %2 · %3 con éxito, %4 fracasadas</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="226" />
            <source>No saved games yet: play one first.</source>
            <translation>Aún no hay partidas guardadas: juega una primero.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="128" />
            <source>No unfinished games were found.</source>
            <translation>No se encontraron partidas sin terminar.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="94" />
            <source>Not started</source>
            <translation>Sin empezar</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="186" />
            <source>Open the folder</source>
            <translation>Abrir la carpeta</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="128" />
            <location filename="../../ui/saved_games.py" line="171" />
            <source>Resume a saved game</source>
            <translation>Reanudar una partida guardada</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="121" />
            <source>Round %1 of %2</source>
            <translation>Ronda %1 de %2</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="255" />
            <source>Safehouse games (*%1)</source>
            <translation>Partidas de Safehouse (*%1)</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="89" />
            <location filename="../../ui/saved_games.py" line="269" />
            <source>The file could not be read: %1</source>
            <translation>No se pudo leer el archivo: %1</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="172" />
            <source>The last move was cut short when the game stopped, so the game goes on without it.</source>
            <translation>La última jugada quedó cortada cuando se detuvo la partida, así que la partida sigue sin ella.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="212" />
            <source>The saved game could not be deleted: %1</source>
            <translation>No se pudo borrar la partida guardada: %1</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="95" />
            <source>This file is empty.</source>
            <translation>Este archivo está vacío.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="93" />
            <source>This file is too large to be a Safehouse game.</source>
            <translation>Este archivo es demasiado grande para ser una partida de Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="106" />
            <source>This game file is damaged at line %1.</source>
            <translation>Este archivo de partida está dañado en la línea %1.</translation>
        </message>
        <message>
            <source>This game file is damaged.</source>
            <translation type="vanished">Este archivo de partida está dañado.</translation>
        </message>
        <message>
            <source>This game file is for a game this version does not know (%1).</source>
            <translation type="vanished">Este archivo es de un juego que esta versión no conoce (%1).</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="101" />
            <source>This game file is for a game this version does not know.</source>
            <translation>Este archivo es de un juego que esta versión no conoce.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="99" />
            <source>This game file was written by a newer version of Safehouse.</source>
            <translation>Este archivo lo creó una versión más reciente de Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="105" />
            <source>This is not a Safehouse game file (it is not JSON lines).</source>
            <translation>No es un archivo de partida de Safehouse (no está en formato JSON lines).</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="97" />
            <source>This is not a Safehouse game file.</source>
            <translation>No es un archivo de partida de Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="103" />
            <source>This is not a Safehouse game file: line %1 is not text (UTF-8).</source>
            <translation>Este no es un archivo de partida de Safehouse: la línea %1 no es texto (UTF-8).</translation>
        </message>
        <message>
            <location filename="../../ui/game_files.py" line="91" />
            <source>This is not a file (a folder, a pipe or a device), so it is not a Safehouse game.</source>
            <translation>Esto no es un archivo (es una carpeta, una tubería o un dispositivo), así que no es una partida de Safehouse.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="181" />
            <source>This saved game cannot be resumed</source>
            <translation>Esta partida guardada no se puede reanudar</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="182" />
            <source>This saved game cannot be resumed: its files are damaged. They are left as they are.</source>
            <translation>Esta partida guardada no se puede reanudar: sus archivos están dañados. Se dejan tal como están.</translation>
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="226" />
            <source>Watch a replay</source>
            <translation>Ver una repetición</translation>
        </message>
    </context>
    <context>
        <name>settings</name>
        <message>
            <location filename="../../ui/settings_dialog.py" line="48" />
            <source>&amp;Animations</source>
            <translation>&amp;Animaciones</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="49" />
            <source>&amp;Bot pace</source>
            <translation>Ritmo de los &amp;bots</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="50" />
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="47" />
            <source>&amp;Your name</source>
            <translation>Tu &amp;nombre</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="61" />
            <source>A new language and size apply at once. A game in progress keeps some of its labels in the old language until you leave the table.</source>
            <translation>El idioma y el tamaño nuevos se aplican al instante. Una partida en curso mantiene algunas etiquetas en el idioma anterior hasta que dejes la mesa.</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="68" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="22" />
            <location filename="../../ui/settings_dialog.py" line="26" />
            <source>Fast</source>
            <translation>Rápido</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="36" />
            <source>High-contrast theme</source>
            <translation>Tema de alto contraste</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="26" />
            <source>Instant</source>
            <translation>Instantáneo</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="22" />
            <location filename="../../ui/settings_dialog.py" line="25" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="22" />
            <source>Off</source>
            <translation>Desactivadas</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="25" />
            <source>Relaxed</source>
            <translation>Tranquilo</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="67" />
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="18" />
            <location filename="../../ui/settings_dialog.py" line="43" />
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="28" />
            <source>Show the vote history beside the table</source>
            <translation>Mostrar el historial de votos junto a la mesa</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="23" />
            <source>Slow</source>
            <translation>Lento</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="38" />
            <source>Sound effects (votes, reveals, the end)</source>
            <translation>Efectos de sonido (votos, revelaciones, el final)</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="30" />
            <source>System language</source>
            <translation>Idioma del sistema</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="51" />
            <source>Text and controls &amp;size</source>
            <translation>&amp;Tamaño del texto y los controles</translation>
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="21" />
            <source>Your name at the table</source>
            <translation>Tu nombre en la mesa</translation>
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <location filename="../../ui/setup_dialog.py" line="279" />
            <source>%1 already is the %2: leave %2 out.</source>
            <translation>%1 ya es %2: quita %2.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="270" />
            <source>%1 cannot be combined with %2.</source>
            <translation>%1 no se puede combinar con %2.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="277" />
            <source>%1 is listed twice.</source>
            <translation>%1 aparece dos veces.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="275" />
            <source>%1 is only played together with %2.</source>
            <translation>%1 solo se juega junto con %2.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="273" />
            <source>%1 needs %2.</source>
            <translation>%1 necesita %2.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="303" />
            <source>At this table: %1 good, %2 evil</source>
            <translation>En esta mesa: %1 leales, %2 malvados</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="309" />
            <source>Merlin and the Assassin</source>
            <translation>Merlín y el Asesino</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="281" />
            <source>Team assassination has no Assassin card: leave %1 out.</source>
            <translation>El asesinato en equipo no usa carta de Asesino: quita %1.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="283" />
            <source>The end-of-game shot needs an Assassin, Mordred (Assassin) or team assassination.</source>
            <translation>El disparo final necesita un Asesino, Mordred (Asesino) o el asesinato en equipo.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="266" />
            <source>Too many evil roles (%1): only %2 evil seats at %3 players.</source>
            <translation>Demasiados roles del Mal (%1): solo hay %2 puestos del Mal con %3 jugadores.</translation>
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="268" />
            <source>Too many good roles (%1): only %2 good seats at %3 players.</source>
            <translation>Demasiados roles del Bien (%1): solo hay %2 puestos del Bien con %3 jugadores.</translation>
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <location filename="../../ui/table/captions.py" line="57" />
            <source> or </source>
            <translation> o </translation>
        </message>
        <message>
            <source>%1 cards</source>
            <translation type="vanished">%1 cartas</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="24" />
            <source>%1 hit</source>
            <translation>Golpe de %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="53" />
            <source>%1 is %2.</source>
            <translation>%1 es %2.</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="21" />
            <source>%1 is choosing %2 players for mission %3</source>
            <translation>%1 está eligiendo %2 jugadores para la misión %3</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="19" />
            <source>%1 is choosing a mission and its team</source>
            <translation>%1 está eligiendo una misión y su equipo</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="115" />
            <source>%1 players</source>
            <translation>%1 jugadores</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="36" />
            <source>%1 plays %2 on %3 — Hardcore?</source>
            <translation>%1 juega %2 sobre %3. ¿Núcleo duro?</translation>
        </message>
        <message>
            <source>%1 pts</source>
            <translation type="vanished">%1 ptos</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="60" />
            <source>%1 showed you their loyalty: %2.</source>
            <translation>%1 te mostró su lealtad: %2.</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="32" />
            <source>%1 win the game!</source>
            <translation>¡%1 ganan la partida!</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="12" />
            <source>%1 win — %2</source>
            <translation>Ganan %1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="33" />
            <source>%1 wins the game!</source>
            <translation>¡%1 gana la partida!</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="113" />
            <source>%1 ✓   %2 ✗</source>
            <translation>%1 ✓   %2 ✗</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="41" />
            <source>%1's turn</source>
            <translation>Turno de %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="57" />
            <location filename="../../ui/table/captions.py" line="65" />
            <location filename="../../ui/table/captions.py" line="67" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="29" />
            <source>%1: waiting for %2</source>
            <translation>%1: esperando a %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/table/bodyguard_scene.py" line="155" />
            <source>%n cards</source>
            <translation>
                <numerusform>%n carta</numerusform>
                <numerusform>%n cartas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../ui/table/bodyguard_scene.py" line="155" />
            <source>%n pts</source>
            <translation>
                <numerusform>%n pto</numerusform>
                <numerusform>%n ptos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="214" />
            <source>Discards: %1</source>
            <translation>Descartes: %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="210" />
            <source>Draw pile: %1</source>
            <translation>Mazo: %1</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="157" />
            <source>Eliminated</source>
            <translation>Eliminado</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="23" />
            <source>Everyone votes on %1's team for mission %2</source>
            <translation>Todos votan el equipo de %1 para la misión %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_scene.py" line="122" />
            <source>Leader</source>
            <translation>Líder</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="25" />
            <source>Mission %1 is under way: %2</source>
            <translation>La misión %1 está en marcha: %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="118" />
            <source>Mission %1 needs two Fail cards to fail.</source>
            <translation>La misión %1 necesita dos cartas de Fracaso para fracasar.</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="73" />
            <source>Missions</source>
            <translation>Misiones</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="62" />
            <source>Nobody is the Bodyguard this round.</source>
            <translation>Nadie es el Guardaespaldas en esta ronda.</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="249" />
            <source>Rescue window!
%1 is about to kill the President.
Waiting for: %2</source>
            <translation>¡Ventana de rescate!
%1 está a punto de matar al Presidente.
Esperando a: %2</translation>
        </message>
        <message>
            <source>Rescue window! %1 is about to kill the President.
Waiting for: %2</source>
            <translation type="vanished">¡Ventana de rescate! %1 está a punto de matar al Presidente.
Esperando a: %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="175" />
            <source>Round %1 of %2 · %3 is President</source>
            <translation>Ronda %1 de %2 · %3 es Presidente</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="132" />
            <source>Team %1 of 5 this round · five rejections and %2 win</source>
            <translation>Equipo %1 de 5 en esta ronda · con cinco rechazos ganan %2</translation>
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="43" />
            <source>The President sets one role card aside</source>
            <translation>El Presidente deja aparte una carta de rol</translation>
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="63" />
            <source>This mission fails only with two Fail cards.</source>
            <translation>Esta misión solo fracasa con dos cartas de Fracaso.</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="27" />
            <source>Three missions succeeded. The Assassin is taking aim…</source>
            <translation>Tres misiones con éxito. El Asesino está apuntando…</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="44" />
            <source>You are %1 (%2).</source>
            <translation>Eres %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="46" />
            <source>You are %1.</source>
            <translation>Eres %1.</translation>
        </message>
    </context>
    <context>
        <name>tutorial</name>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="47" />
            <source>%1 · about %2 minutes</source>
            <translation>%1 · unos %2 minutos</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="53" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="70" />
            <source>Coach · %1</source>
            <translation>Entrenador · %1</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="94" />
            <source>Finish</source>
            <translation>Terminar</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="28" />
            <location filename="../../ui/tutorial_picker.py" line="83" />
            <source>Learn to play</source>
            <translation>Aprende a jugar</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="81" />
            <source>Learn to play with a short coached game: about ten minutes, no rules to read first.</source>
            <translation>Aprende a jugar con una partida corta y guiada: unos diez minutos, sin tener que leer antes las reglas.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="80" />
            <source>New to these games?</source>
            <translation>¿Nuevo en estos juegos?</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="92" />
            <source>Next</source>
            <translation>Siguiente</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="84" />
            <source>Not now</source>
            <translation>Ahora no</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="91" />
            <source>Play the lesson again from just before that choice</source>
            <translation>Vuelve a jugar la lección desde justo antes de esa decisión</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="30" />
            <source>Short games on a set deal: you make every decision of your seat and the coach explains each new thing when it first matters.</source>
            <translation>Partidas cortas con un reparto fijo: tomas todas las decisiones de tu asiento y el entrenador explica cada cosa nueva en cuanto importa por primera vez.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_picker.py" line="52" />
            <source>Start the lesson</source>
            <translation>Empezar la lección</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="189" />
            <source>Start the lesson again</source>
            <translation>Empezar la lección otra vez</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="90" />
            <source>Take back</source>
            <translation>Deshacer</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="208" />
            <source>Taking it back…</source>
            <translation>Deshaciendo…</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="262" />
            <source>The game is over. Take back your flagged choice, or start the lesson again, to follow it to the end.</source>
            <translation>La partida ha terminado. Deshaz la decisión señalada, o empieza la lección otra vez, para seguirla hasta el final.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="259" />
            <source>This game has gone where the lesson cannot follow: the bots play on. Start the lesson again to follow it.</source>
            <translation>Esta partida ha ido por donde la lección no puede seguirla: los bots siguen jugando. Empieza la lección otra vez para seguirla.</translation>
        </message>
        <message>
            <location filename="../../ui/tutorial_screen.py" line="248" />
            <source>You may take this choice back and try again, or play on: the bots take the other seats.</source>
            <translation>Puedes deshacer esta decisión y volver a intentarlo, o seguir jugando: los bots ocupan los demás asientos.</translation>
        </message>
    </context>
    <context>
        <name>votes</name>
        <message>
            <location filename="../../ui/vote_grid.py" line="34" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="44" />
            <source>%1·%2</source>
            <translation>%1·%2</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="54" />
            <source>Approve</source>
            <translation>Aprobar</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="63" />
            <source>Auto</source>
            <translation>Auto</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="45" />
            <source>Mission %1, team %2. Leader: %3. Team: %4</source>
            <translation>Misión %1, equipo %2. Líder: %3. Equipo: %4</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="61" />
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="34" />
            <source>OK</source>
            <translation>Apr.</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="54" />
            <source>Reject</source>
            <translation>Rechazar</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="23" />
            <source>Vote history</source>
            <translation>Historial de votos</translation>
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="61" />
            <source>Yes</source>
            <translation>Sí</translation>
        </message>
    </context>
</TS>
