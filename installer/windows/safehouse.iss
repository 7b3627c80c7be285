; Inno Setup 6 script for Safehouse on Windows (64-bit).
;
;   iscc /DAppVersion=0.1.0 installer\windows\safehouse.iss
;
; Expects the PyInstaller output in dist\safehouse (Safehouse.exe windowed, safehouse-cli.exe console)
; and the icon in build\icons\safehouse.ico (python installer\make_icons.py). Writes
; dist\safehouse-<version>-windows-x64-setup.exe. Per-user install by default (no admin rights needed);
; the installer offers "install for all users" when run elevated.
; Saved games: the extension .safehouse opens with Safehouse (file type "Safehouse saved game").

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Safehouse"
#define AppExe "Safehouse.exe"
#define CliExe "safehouse-cli.exe"
#define Root AddBackslash(SourcePath) + "..\.."
#define ProgId "Safehouse.SavedGame"
#define SavedGameExt ".safehouse"

[Setup]
; A fixed AppId: upgrades replace the old version in place. Never change it.
AppId={{6B0E2C4A-5F3D-4B8E-9C1A-7D2E8F4A1B35}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Safehouse developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Root}\dist
OutputBaseFilename=safehouse-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\build\icons\safehouse.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "associate"; Description: "Open {#SavedGameExt} saved games with {#AppName}"; GroupDescription: "File types:"

[Files]
Source: "{#Root}\dist\safehouse\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; File association under HKA (HKCU for a per-user install, HKLM for all users); removed on uninstall.
Root: HKA; Subkey: "Software\Classes\{#SavedGameExt}\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AppName} saved game"; Flags: uninsdeletekey; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: associate
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: associate
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#SavedGameExt}"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
